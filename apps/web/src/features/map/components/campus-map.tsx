// The campus map: one MapLibre instance (react-map-gl) drawing the offline style, the selected
// place, the route and building names as DOM labels (buttons: keyboard and screen-reader reachable).
// The instance is created on mount and removed on unmount, releasing its WebGL context.
import { setWorkerUrl, type LngLatBoundsLike, type MapLayerMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { MapsSettings } from '@meridian/contracts';
import type { CampusData } from '../api/map-queries.ts';
import { campusBounds, campusStyle, DEFAULT_CENTER, styleColours } from '../map-style.ts';
import './campus-map.css';

setWorkerUrl(workerUrl);

export interface CampusMapProps {
  campus: CampusData;
  settings: MapsSettings | null;
  brandColour: string;
  selectedPlaceId: number | null;
  route: [number, number][];
  ariaLabel: string;
  onSelectPlace: (placeId: number) => void;
  /** Room the floating panel takes, so the campus opens beside it. */
  padding: { top: number; bottom: number; left: number; right: number };
  /** Places whose points are on screen, for the list that says what the map shows. */
  onPlacesInView: (placeIds: number[]) => void;
}

function boundsOf(points: [number, number][]): LngLatBoundsLike | null {
  if (points.length < 2) return null;
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

export function CampusMap(props: CampusMapProps) {
  const { campus, settings, brandColour, selectedPlaceId, route, ariaLabel, padding, onSelectPlace, onPlacesInView } =
    props;
  const mapRef = useRef<MapRef>(null);
  const colours = useMemo(() => styleColours(settings, brandColour), [settings, brandColour]);
  const style = useMemo(() => campusStyle(campus, colours), [campus, colours]);
  const places = campus.places.features;
  const selected = places.find((place) => place.properties.id === selectedPlaceId);

  const reportInView = () => {
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

  // Highlight the selected place and its building; centre on it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !selected) return;
    const building = selected.properties.polygon_id;
    map.setFeatureState({ source: 'places', id: selected.properties.id }, { selected: true });
    if (building !== null) map.setFeatureState({ source: 'buildings', id: building }, { selected: true });
    if (selected.geometry.type === 'Point') {
      map.easeTo({ center: selected.geometry.coordinates as [number, number], duration: 0 });
    }
    return () => {
      map.setFeatureState({ source: 'places', id: selected.properties.id }, { selected: false });
      if (building !== null) map.setFeatureState({ source: 'buildings', id: building }, { selected: false });
    };
  }, [selected]);

  // Show the whole route when one arrives.
  useEffect(() => {
    const bounds = boundsOf(route);
    if (bounds) mapRef.current?.fitBounds(bounds, { padding, duration: 0, maxZoom: 18 });
    // padding changes with the layout only; a new route is what moves the map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route]);

  const [initialView] = useState(() => {
    const bounds = campusBounds(campus);
    const [longitude, latitude] = settings?.center ?? DEFAULT_CENTER;
    return bounds ? { bounds, fitBoundsOptions: { padding } } : { longitude, latitude, zoom: settings?.zoom ?? 16 };
  });
  const routeData = useMemo(
    () => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: route } }),
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
      initialViewState={initialView}
      attributionControl={false}
      interactiveLayerIds={['places', 'buildings']}
      onClick={onClick}
      onLoad={reportInView}
      onMoveEnd={reportInView}
      style={{ position: 'absolute', inset: 0 }}
      keyboard
    >
      <NavigationControl position="bottom-right" showCompass={false} />
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
      {places
        .filter((place) => place.properties.is_building && place.geometry.type === 'Point')
        .map((place) => {
          const [longitude, latitude] = place.geometry.coordinates as [number, number];
          return (
            <Marker key={place.properties.id} longitude={longitude} latitude={latitude} anchor="center">
              <button
                type="button"
                className="campus-map__label"
                data-selected={place.properties.id === selectedPlaceId}
                onClick={() => onSelectPlace(place.properties.id)}
              >
                {place.properties.title}
              </button>
            </Marker>
          );
        })}
      <span className="visually-hidden" role="img" aria-label={ariaLabel} />
    </Map>
  );
}
