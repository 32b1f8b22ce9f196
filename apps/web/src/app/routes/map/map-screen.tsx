// /{siteName}/map[/{tabName}/*]: the campus map screen, where the map, directory, search and
// directions features meet. State that can be shared lives in the URL (use-map-url-state).
import { useQuery } from '@tanstack/react-query';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Minimize2 from 'lucide-react/icons/minimize-2';
import { useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { ControlPosition } from 'react-map-gl/maplibre';
import type { SearchPlaceResult } from '@meridian/contracts';
import { IconButton } from '../../../components/icon-button.tsx';
import { Loader } from '../../../components/loader.tsx';
import { RaiseError } from '../../../components/raise-error.tsx';
import { RequireWebGL } from '../../../components/require-webgl.tsx';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { tourLoadError } from '../../../lib/errors/error-catalogue.ts';
import { readUnitSystem, writeUnitSystem, type UnitSystem } from '../../../lib/cookies.ts';
import { headTitle } from '@meridian/contracts/home-path';
import { titleBrand } from '../../../lib/brand/default-brand.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { isPresentFlag } from '../../../lib/query-params.ts';
import { useToastClearance } from '../../../components/use-toast-clearance.ts';
import { useApi, useContentScope, useTenant } from '../../../lib/tenant-context.tsx';
import { useLayoutMode, useViewport } from '../../../lib/viewport.ts';
import { campusQuery, directoryQuery } from '../../../features/map/api/map-queries.ts';
import { CampusMap } from '../../../features/map/components/campus-map.tsx';
import { useExpandedMap } from '../../../features/map/hooks/use-expanded-map.ts';
import { useStandaloneMap } from '../../../features/map/hooks/use-standalone-map.ts';
import { directionsReducer, INITIAL_DIRECTIONS } from '../../../features/directions/direction-inputs.ts';
import { directionsService } from '../../../features/directions/directions-config.ts';
import { useRoute } from '../../../features/directions/hooks/use-route.ts';
import { MapPanel, type MapTab } from './map-panel.tsx';
import { MapShows } from './map-shows.tsx';
import { useLanguageReset } from './use-language-reset.ts';
import { useMapUrlState } from './use-map-url-state.ts';
import { useUrlDirections } from './use-url-directions.ts';
import './map-screen.css';

/**
 * Room for the floating panel: along the bottom on phones (the sheet takes at most 46% of the
 * screen), at the start side (left, or right in RTL) on wide screens.
 */
function panelPadding(mobile: boolean, rtl: boolean, height: number) {
  if (mobile) return { top: 56, bottom: Math.round(height * 0.46) + 24, left: 48, right: 48 };
  return rtl ? { top: 48, bottom: 48, left: 48, right: 440 } : { top: 48, bottom: 48, left: 440, right: 48 };
}

/** On a phone the panel is a sheet along the bottom: the cookie notice floats above it, over the map. */
const PHONE_SHEET = ".map-panel[data-placement='bottom']";

/** The zoom buttons go where the panel is not: the top on phones, the end side on wide screens. */
function controlsPosition(mobile: boolean, rtl: boolean): ControlPosition {
  if (mobile) return rtl ? 'top-left' : 'top-right';
  return rtl ? 'bottom-left' : 'bottom-right';
}

export function MapScreen() {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const api = useApi();
  const scope = useContentScope();
  const brand = useBrand();
  usePageMeta({ title: headTitle(titleBrand(brand), t('screens.map')) });
  const [search] = useSearchParams();
  const [url, setUrl] = useMapUrlState();
  const campus = useQuery(campusQuery(api, scope));
  // The chosen category's places, highlighted on the map (the directory shares this query).
  const directory = useQuery({ ...directoryQuery(api, scope), enabled: url.category !== null });
  const categoryId = directory.data?.find((item) => item.slug === url.category)?.id ?? null;
  const settings = brand.maps_settings;
  const searchOn = settings?.search_directory !== false || isPresentFlag(search, 'placepreview');
  const directionsOn = settings?.outdoor_directions !== false || isPresentFlag(search, 'directionspreview');

  const [directionsState, dispatch] = useReducer(directionsReducer, {
    ...INITIAL_DIRECTIONS,
    mode: url.mode,
    stepFree: url.stepFree,
  });
  // /{site}/map/directions opens on directions, as does a shared route; every other tab name on places.
  const { tab: tabName } = useParams();
  const [tab, setTab] = useState<MapTab>(tabName === 'directions' || url.from || url.to ? 'directions' : 'places');
  const [units, setUnits] = useState<UnitSystem>(() => readUnitSystem() ?? brand.unit_system);
  const [inView, setInView] = useState<number[]>([]);
  const [placeFocus, setPlaceFocus] = useState(0);
  const mobile = useLayoutMode() === 'mobile';
  const { height } = useViewport();
  const rtl = i18n.dir() === 'rtl';
  const padding = useMemo(() => panelPadding(mobile, rtl, height), [mobile, rtl, height]);
  const service = useMemo(
    () => directionsService(settings?.directions_api, api.origin),
    [settings?.directions_api, api.origin],
  );
  const { directions, loading } = useRoute(service, directionsState, scope.language);
  useUrlDirections(campus.data ?? null, url, setUrl, directionsState, dispatch);
  useStandaloneMap(true);
  useLanguageReset(tab, setUrl);
  const { expanded, toggle: toggleExpanded } = useExpandedMap();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useToastClearance(root, PHONE_SHEET);

  if (campus.isError) return <RaiseError error={tourLoadError(campus.error, tenant.siteName)} />;
  // The screen's heading is there from the first frame: navigation moves focus to it.
  const heading = (
    <h1 className="visually-hidden" tabIndex={-1}>
      {t('screens.map')}
    </h1>
  );
  if (!campus.data)
    return (
      <div className="map-screen">
        {heading}
        <Loader />
      </div>
    );
  const places = campus.data.places.features;
  const selected = places.find((place) => place.properties.id === url.place) ?? null;
  const highlighted =
    tab === 'places' && categoryId !== null
      ? places.filter((place) => place.properties.category_ids.includes(categoryId)).map((place) => place.properties.id)
      : null;
  const pick = (result: SearchPlaceResult) => {
    const id = /^place\.(\d+)$/.exec(result.id)?.[1];
    if (id) {
      setUrl({ place: Number(id) });
      setPlaceFocus((count) => count + 1);
      return;
    }
    // A street from the geocoder is not a place page: it becomes where the route goes.
    if (!directionsOn) return;
    setTab('directions');
    dispatch({
      type: 'choose',
      side: 'end',
      text: result.title,
      coordinates: result.coordinates,
      source: 'search',
      trigger: 'panel',
    });
  };

  return (
    <div ref={setRoot} className="map-screen" data-expanded={expanded}>
      {heading}
      {/* The panel comes first: Tab reaches search and the directory before the map's labels. */}
      <RequireWebGL>
        <MapPanel
          tab={tab}
          onTab={setTab}
          searchOn={searchOn}
          directionsOn={directionsOn}
          category={url.category}
          onCategory={(category) => setUrl({ category })}
          selected={selected}
          placeFocus={placeFocus}
          onPick={pick}
          directionsState={directionsState}
          dispatch={dispatch}
          directions={directions}
          loading={loading}
          units={units}
          onUnits={(next) => {
            writeUnitSystem(next);
            setUnits(next);
          }}
        />
        <CampusMap
          campus={campus.data}
          settings={settings}
          brandColour={brand.color}
          selectedPlaceId={url.place}
          highlightedPlaceIds={highlighted}
          route={directions.coordinates}
          labels={{ map: t('map.label'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
          padding={padding}
          controlsPosition={controlsPosition(mobile, rtl)}
          onSelectPlace={(place) => setUrl({ place })}
          onPlacesInView={setInView}
        />
        <IconButton
          className="map-screen__expand"
          data-placement={mobile ? 'top-start' : 'top-end'}
          icon={expanded ? Minimize2 : Maximize2}
          label={expanded ? t('map.fullScreen.exit') : t('map.fullScreen.enter')}
          tooltipSide={mobile ? 'end' : 'start'}
          onClick={toggleExpanded}
        />
        <MapShows places={places} inView={inView} selected={selected} steps={directions.steps.length} />
      </RequireWebGL>
    </div>
  );
}
