// The tour viewer's map panel (issue 15): the campus map with the current scene's location and the
// visitor's heading as an arrow, read from the same heading store as the panorama's compass. This
// module is loaded with import() when the panel opens, so MapLibre stays out of the tour's JS; the
// panel holds one map, removed with the panel (its WebGL context released).
import { useQuery } from '@tanstack/react-query';
import Navigation2 from 'lucide-react/icons/navigation-2';
import { useTranslation } from 'react-i18next';
import { Marker } from 'react-map-gl/maplibre';
import { Loader } from '../../../components/loader.tsx';
import { useBrand } from '../../../lib/brand/use-brand.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { campusQuery } from '../../../features/map/api/map-queries.ts';
import { CampusMap } from '../../../features/map/components/campus-map.tsx';
import { useStandaloneMap } from '../../../features/map/hooks/use-standalone-map.ts';
import { viewHeading } from '../../../features/panorama/components/compass.tsx';
import { useHeadingStore } from '../../../features/panorama/heading-store.ts';
import './viewer-map-panel.css';

const NO_ROUTE: [number, number][] = [];
const PADDING = { top: 24, bottom: 24, left: 24, right: 24 };
const ignore = () => undefined;

export default function ViewerMapPanel({ here, sceneTitle }: { here: [number, number]; sceneTitle: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const campus = useQuery(campusQuery(useApi(), useContentScope()));
  const stored = useHeadingStore((state) => state.heading);
  // The panel's map is not the standalone map: a language change keeps what it shows.
  useStandaloneMap(false);
  // North up on the map, so the arrow turns by the view's heading itself.
  const heading = stored === null ? 0 : Math.round(viewHeading(stored));
  if (!campus.data) return <Loader />;
  return (
    <div className="viewer-map">
      <CampusMap
        campus={campus.data}
        settings={brand.maps_settings}
        brandColour={brand.color}
        selectedPlaceId={null}
        route={NO_ROUTE}
        labels={{ map: t('map.label'), zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }}
        padding={PADDING}
        controlsPosition="bottom-right"
        onSelectPlace={ignore}
        onPlacesInView={ignore}
      >
        <Marker longitude={here[0]} latitude={here[1]} anchor="center">
          <span
            className="viewer-map__here"
            role="img"
            aria-label={t('viewer.map.here', { scene: sceneTitle, degrees: heading })}
            data-heading={heading}
          >
            <Navigation2
              className="viewer-map__arrow"
              style={{ transform: `rotate(${heading}deg)` }}
              aria-hidden="true"
              focusable="false"
            />
          </span>
        </Marker>
      </CampusMap>
    </div>
  );
}
