// The campus map: one MapLibre instance (react-map-gl) drawing the offline style (building names
// included, placed by MapLibre's collision rules), the selected place, a chosen category's places
// and the route. Keyboard and screen-reader users reach the same places through the directory.
// The instance is created on mount and removed on unmount, releasing its WebGL context.
import { setWorkerUrl, type LngLatBoundsLike, type Map as MapLibreMap, type MapLayerMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Layer, Map, NavigationControl, Source, type ControlPosition, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapsSettings } from '@meridian/contracts';
import type { CampusData } from '../api/map-queries.ts';
import { useCampusStyle } from '../hooks/use-campus-style.ts';
import { buildingsOf } from '../category-highlight.ts';
import { useCategoryHighlight } from '../hooks/use-category-highlight.ts';
import { campusBounds, DEFAULT_CENTER, styleColours } from '../map-style.ts';

setWorkerUrl(workerUrl);

export const MAP_FIRST_FRAME_MARK = 'map-first-frame';

/**
 * The map instance on its container element (`.maplibregl-map`), as `maplibreMap`: MapLibre keeps no
 * link from the page to it, and the end-to-end checks ask it what it drew (which names it placed,
 * each layer alone); it is also what a developer reaches for in the console.
 */
function exposeForChecks(map: MapLibreMap) {
  Object.defineProperty(map.getContainer(), 'maplibreMap', { value: map, configurable: true });
}

export interface CampusMapProps {
  campus: CampusData;
  settings: MapsSettings | null;
  brandColour: string;
  selectedPlaceId: number | null;
  /** The places of the category the visitor chose (null: none chosen): highlighted, the rest dimmed. */
  highlightedPlaceIds?: readonly number[] | null;
  route: [number, number][];
  /** The map's and its zoom buttons' accessible names, in the visitor's language. */
  labels: { map: string; zoomIn: string; zoomOut: string };
  onSelectPlace: (placeId: number) => void;
  /** Room the floating panel takes, so the campus opens beside it. */
  padding: { top: number; bottom: number; left: number; right: number };
  /** Places whose points are on screen, for the list that says what the map shows. */
  onPlacesInView: (placeIds: number[]) => void;
  /** Where the zoom buttons go: clear of the panel (which side depends on layout and direction). */
  controlsPosition: ControlPosition;
  /** Markers drawn over the campus by the screen using the map (the tour viewer's "you are here"). */
  children?: ReactNode;
}

/** The route's extent with a margin, so the buildings at both ends are in view, not only the line. */
function boundsOf(points: [number, number][]): LngLatBoundsLike | null {
  if (points.length < 2) return null;
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  const [west, south, east, north] = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
  const marginLng = Math.max((east - west) * 0.25, 0.0003);
  const marginLat = Math.max((north - south) * 0.25, 0.0002);
  return [west - marginLng, south - marginLat, east + marginLng, north + marginLat];
}

export function CampusMap(props: CampusMapProps) {
  const { campus, settings, brandColour, selectedPlaceId, route, labels, padding, onSelectPlace, onPlacesInView } =
    props;
  const mapRef = useRef<MapRef>(null);
  const colours = useMemo(() => styleColours(settings, brandColour), [settings, brandColour]);
  const { style, transformRequest } = useCampusStyle(campus, settings, colours);
  const places = campus.places.features;
  const selected = places.find((place) => place.properties.id === selectedPlaceId);

  const afterMove = () => {
    const bounds = mapRef.current?.getBounds();
    if (!bounds) return;
    onPlacesInView(
      places
        .filter(
          (place) => place.geometry.type === 'Point' && bounds.contains(place.geometry.coordinates as [number, number]),
        )
        .map((place) => place.properties.id),
    );
  };

  // Highlight the selected place and its building; centre on it. Feature state needs the style's
  // sources, so a place selected from the address waits for the map to load.
  const [loaded, setLoaded] = useState(false);
  // Set when the visitor pans or zooms: from then on a resize keeps their view instead of reframing.
  const userMoved = useRef(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !selected || !loaded) return;
    userMoved.current = false;
    // The place's own building, or the building it is in.
    const building = buildingsOf(campus, new Set([selected.properties.id]))[0] ?? selected.properties.polygon_id;
    map.setFeatureState({ source: 'places', id: selected.properties.id }, { selected: true });
    if (building !== null) map.setFeatureState({ source: 'buildings', id: building }, { selected: true });
    if (selected.geometry.type === 'Point') {
      // Centred in the part of the map the panel leaves free.
      // (An offset, not the padding option: that would stay on the map and add to later fits.)
      map.easeTo({
        center: selected.geometry.coordinates as [number, number],
        offset: [(padding.left - padding.right) / 2, (padding.top - padding.bottom) / 2],
        duration: 0,
      });
    }
    return () => {
      map.setFeatureState({ source: 'places', id: selected.properties.id }, { selected: false });
      if (building !== null) map.setFeatureState({ source: 'buildings', id: building }, { selected: false });
    };
    // padding changes with the layout only; a new selection is what moves the map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected, loaded]);

  useCategoryHighlight(mapRef, campus, props.highlightedPlaceIds ?? null, loaded, padding, () => {
    userMoved.current = false;
  });

  // Show the whole route when one arrives (or when the map loads, if the route came first).
  const fitRoute = () => {
    const bounds = boundsOf(route);
    if (!bounds) return;
    userMoved.current = false;
    mapRef.current?.fitBounds(bounds, { padding, duration: 0, maxZoom: 17 });
  };
  // padding changes with the layout only; a new route is what moves the map
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(fitRoute, [route]);

  // The container changed size (a window resized, a phone turned, the layout switched between
  // sheet and side panel): frame again what the map is about (the route, else the selected
  // place, else the whole campus), unless the visitor has moved the map themselves.
  const reframe = () => {
    const map = mapRef.current;
    if (!map || userMoved.current) return;
    if (boundsOf(route)) return fitRoute();
    if (selected?.geometry.type === 'Point') {
      map.easeTo({
        center: selected.geometry.coordinates as [number, number],
        offset: [(padding.left - padding.right) / 2, (padding.top - padding.bottom) / 2],
        duration: 0,
      });
      return;
    }
    const bounds = campusBounds(campus);
    if (bounds) map.fitBounds(bounds, { padding, duration: 0 });
  };
  // A new padding comes with a new layout; the resize event covers a new size with the same one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => (loaded ? reframe() : undefined), [padding]);

  const locale = useMemo(
    () => ({
      'Map.Title': labels.map,
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
    }),
    [labels.map, labels.zoomIn, labels.zoomOut],
  );
  const [initialView] = useState(() => {
    const bounds = campusBounds(campus);
    const [longitude, latitude] = settings?.center ?? DEFAULT_CENTER;
    return bounds ? { bounds, fitBoundsOptions: { padding } } : { longitude, latitude, zoom: settings?.zoom ?? 16 };
  });
  const routeData = useMemo(
    () => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: route } }),
    [route],
  );
  const routeEnds = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: [route[0], route[route.length - 1]].flatMap((at, index) =>
        at
          ? [
              {
                type: 'Feature' as const,
                properties: { end: index === 1 },
                geometry: { type: 'Point' as const, coordinates: at },
              },
            ]
          : [],
      ),
    }),
    [route],
  );
  const onClick = (event: MapLayerMouseEvent) => {
    const id = event.features?.[0]?.properties.id as unknown;
    const hit = places.find((place) => place.properties.id === id || place.properties.polygon_id === id);
    if (hit) onSelectPlace(hit.properties.id);
  };

  return (
    <Map
      ref={mapRef}
      mapStyle={style}
      {...(transformRequest ? { transformRequest } : {})}
      initialViewState={initialView}
      attributionControl={false}
      interactiveLayerIds={['places', 'place-labels', 'buildings']}
      onClick={onClick}
      // North stays up: the names are placed for an upright map (building-labels.ts), and with no
      // compass on screen a turned map would have no way back.
      dragRotate={false}
      maxPitch={0}
      onLoad={(event) => {
        event.target.touchZoomRotate.disableRotation();
        event.target.keyboard.disableRotation();
        exposeForChecks(event.target);
        // The first rendered campus frame, for bench:maps (once per page).
        if (performance.getEntriesByName(MAP_FIRST_FRAME_MARK).length === 0) performance.mark(MAP_FIRST_FRAME_MARK);
        setLoaded(true);
        fitRoute();
        afterMove();
      }}
      onMoveStart={(event) => {
        event.target.getContainer().dataset.idle = 'false';
        // Only the visitor's own moves carry the input event; fitBounds and easeTo here do not.
        if (event.originalEvent) userMoved.current = true;
      }}
      onIdle={(event) => {
        // Everything in view is loaded and drawn, nothing moving: what a screenshot or a bench waits for.
        event.target.getContainer().dataset.idle = 'true';
      }}
      onMoveEnd={afterMove}
      onResize={() => {
        reframe();
        afterMove();
      }}
      style={{ position: 'absolute', inset: 0 }}
      keyboard
      locale={locale}
    >
      <NavigationControl key={props.controlsPosition} position={props.controlsPosition} showCompass={false} />
      {route.length > 1 ? (
        <Source id="route" type="geojson" data={routeData}>
          <Layer
            id="route-casing"
            type="line"
            paint={{ 'line-color': '#ffffff', 'line-width': 9 }}
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          />
          <Layer
            id="route-line"
            type="line"
            paint={{ 'line-color': colours.route, 'line-width': 5 }}
            layout={{ 'line-cap': 'round', 'line-join': 'round' }}
          />
        </Source>
      ) : null}
      {route.length > 1 ? (
        <Source id="route-ends" type="geojson" data={routeEnds}>
          {/* Where the route starts (hollow) and where it ends (filled). */}
          <Layer
            id="route-ends"
            type="circle"
            paint={{
              'circle-radius': 7,
              'circle-color': ['case', ['get', 'end'], colours.route, '#ffffff'],
              'circle-stroke-color': ['case', ['get', 'end'], '#ffffff', colours.route],
              'circle-stroke-width': 3,
            }}
          />
        </Source>
      ) : null}
      {props.children}
    </Map>
  );
}
