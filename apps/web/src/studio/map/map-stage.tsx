// The campus map the author clicks on: one MapLibre map (react-map-gl) drawing the visitor map's own
// offline style (features/map/map-style.ts) over the pack as edited, with the pack's PMTiles
// basemap when it has one, served by the Studio itself (nothing leaves the machine). Over it, the
// editor's handles (a marker, doors, corners) as HTML markers to drag, and its lines (the paths by
// step-free or not, the outline being edited or drawn). By keyboard the map is one tab stop: the
// arrow keys move it under the cross in the middle, and the editor says what Enter and Space do.
import { setWorkerUrl, type MapLayerMouseEvent } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Map, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import type { CampusData } from '../../features/map/api/map-queries.ts';
import { useBasemap } from '../../features/map/hooks/use-basemap.ts';
import { campusStyle, DEFAULT_CENTER, type StyleColours } from '../../features/map/map-style.ts';
import { packMediaUrl } from '../studio-api.ts';
import type { MapSettingsModel } from './campus-model.ts';
import { boundsOf, nearestLine, type LngLat } from './map-geometry.ts';
import { StageOverlays, type StageLines } from './map-overlays.tsx';

export type { StageLines } from './map-overlays.tsx';

setWorkerUrl(workerUrl);

/** The zoom a chosen place is shown at (at least): a building's corners are far enough apart to drag. */
const PLACE_ZOOM = 17;
/** The closest a chosen path is shown at. */
const PATH_ZOOM = 19;

/** How near a path (in pixels) a click or the cross must be to choose it: a walk is drawn a few pixels wide. */
const PATH_REACH = 12;

export interface StageHandle {
  id: string;
  at: LngLat;
  kind: 'place' | 'door' | 'door-steps' | 'corner' | 'middle' | 'draft' | 'draft-first';
  /** Shown beside it (the place's name). */
  label?: string;
  draggable: boolean;
}

/** What the map shows when `key` changes: a place (`at`, close enough to see its corners) or a path (`bounds`). */
export interface StageFocus {
  key: string;
  at: LngLat | null;
  bounds?: [number, number, number, number] | null;
}

/** What the editor asks of the map: where the cross is, and which path is under it. */
export interface StageControl {
  centre: () => LngLat;
  pathAtCentre: () => number | null;
}

interface MapStageProps {
  data: CampusData;
  /** Where the map centres, near enough to see a building's corners, whenever `focus.key` changes (another place). */
  focus: StageFocus;
  settings: MapSettingsModel;
  label: string;
  zoomLabels: { zoomIn: string; zoomOut: string };
  lines: StageLines;
  handles: StageHandle[];
  crosshair: boolean;
  control: RefObject<StageControl | null>;
  onClick: (at: LngLat, path: number | null) => void;
  onKey: (key: 'Enter' | 'Space' | 'Escape' | 'Backspace') => boolean;
  onHandleClick: (id: string) => void;
  onHandleDrag: (id: string, at: LngLat | null) => void;
  onHandleDrop: (id: string, at: LngLat) => void;
}

/** The map's colours as the visitor map picks them; the route and highlight colours are unused here. */
function coloursOf(settings: MapSettingsModel): StyleColours {
  return { campus: settings.campusColor, buildings: settings.buildingsColor, route: '#1f4f8f', selected: '#f5a623' };
}

export function MapStage(props: MapStageProps) {
  const { data, settings, lines, handles } = props;
  const mapRef = useRef<MapRef>(null);
  const colours = useMemo(() => coloursOf(settings), [settings]);
  const basemapUrl = useBasemap(settings.basemap ? packMediaUrl(settings.basemap) : null);
  const style = useMemo(() => campusStyle(data, colours, basemapUrl), [data, colours, basemapUrl]);
  // A handle being dragged follows the pointer (react-map-gl puts a marker back where its props say
  // at every render); dropped, it stays there until the pack says where it now is.
  const [moving, setMoving] = useState<{ id: string; at: LngLat } | null>(null);
  const [dropped, setDropped] = useState<{ id: string; from: LngLat; at: LngLat } | null>(null);
  const [initialView] = useState(() => {
    const campus = boundsOf(
      data.outlines.features.flatMap((f) =>
        f.geometry.type === 'Polygon' ? f.geometry.coordinates.flat() : [],
      ) as LngLat[],
    );
    if (campus) return { bounds: campus, fitBoundsOptions: { padding: 24 } };
    const [longitude, latitude] = settings.center ?? DEFAULT_CENTER;
    return { longitude, latitude, zoom: settings.zoom ?? 17 };
  });

  const pathAt = (point: [number, number]) => {
    const map = mapRef.current;
    if (!map || !lines.paths.shown) return null;
    return nearestLine(
      lines.paths.lines,
      point,
      (at) => {
        const { x, y } = map.project(at);
        return [x, y];
      },
      PATH_REACH,
    );
  };
  const centre = (): LngLat => {
    const at = mapRef.current?.getCenter();
    return at ? [at.lng, at.lat] : (settings.center ?? DEFAULT_CENTER);
  };
  // What the editor asks of the map (its handle is the editor's ref): the cross, the path under it.
  useImperativeHandle(props.control, () => ({
    centre,
    pathAtCentre: () => {
      const canvas = mapRef.current?.getCanvas();
      return canvas ? pathAt([canvas.clientWidth / 2, canvas.clientHeight / 2]) : null;
    },
  }));

  // The chosen place, once the map is there (react-map-gl makes it after the first render).
  const [loaded, setLoaded] = useState(false);
  const { focus } = props;
  useEffect(() => {
    const map = mapRef.current;
    if (map && loaded && focus.bounds) {
      // A path: all of it, close enough to see a short flight of steps.
      map.fitBounds(focus.bounds, { padding: 80, maxZoom: PATH_ZOOM, duration: 0 });
    } else if (map && loaded && focus.at) {
      map.easeTo({ center: focus.at, zoom: Math.max(map.getZoom(), PLACE_ZOOM), duration: 0 });
    }
    // Another place, not another position of this one: an edit leaves the map where the author has it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus.key, loaded]);

  const onClick = (event: MapLayerMouseEvent) => {
    // A click on a handle is the handle's (MapLibre passes it to the map as well).
    if (event.originalEvent.target instanceof Element && event.originalEvent.target.closest('.maplibregl-marker'))
      return;
    props.onClick([event.lngLat.lng, event.lngLat.lat], pathAt([event.point.x, event.point.y]));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLCanvasElement)) return;
    const key = event.key === ' ' ? 'Space' : event.key;
    if (key !== 'Enter' && key !== 'Space' && key !== 'Escape' && key !== 'Backspace') return;
    if (props.onKey(key)) event.preventDefault();
  };

  const locale = useMemo(
    () => ({
      'Map.Title': props.label,
      'NavigationControl.ZoomIn': props.zoomLabels.zoomIn,
      'NavigationControl.ZoomOut': props.zoomLabels.zoomOut,
    }),
    [props.label, props.zoomLabels],
  );

  return (
    // The keys the map does not use itself (Enter, Space, Escape, Backspace) reach the editor from its canvas.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the canvas inside is the focusable map
    <div className="studio-stage studio-stage--map" onKeyDown={onKeyDown} data-testid="studio-map">
      <Map
        ref={mapRef}
        mapStyle={style}
        initialViewState={initialView}
        attributionControl={false}
        dragRotate={false}
        maxPitch={0}
        keyboard
        locale={locale}
        cursor={props.crosshair ? 'crosshair' : 'grab'}
        onClick={onClick}
        onLoad={(event) => {
          event.target.touchZoomRotate.disableRotation();
          event.target.keyboard.disableRotation();
          // The map instance for the end-to-end checks (where a position is on screen), as campus-map.tsx does.
          Object.defineProperty(event.target.getContainer(), 'maplibreMap', {
            value: event.target,
            configurable: true,
          });
          event.target.getContainer().dataset.ready = 'true';
          setLoaded(true);
        }}
        style={{ position: 'absolute', inset: 0 }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <StageOverlays lines={lines} />
        {handles.map((handle) => {
          const at =
            moving?.id === handle.id
              ? moving.at
              : dropped?.id === handle.id && sameAt(dropped.from, handle.at)
                ? dropped.at
                : handle.at;
          return (
            <Marker
              key={handle.id}
              longitude={at[0]}
              latitude={at[1]}
              anchor="center"
              draggable={handle.draggable}
              onClick={() => props.onHandleClick(handle.id)}
              onDrag={(event) => {
                const to: LngLat = [event.lngLat.lng, event.lngLat.lat];
                setMoving({ id: handle.id, at: to });
                props.onHandleDrag(handle.id, to);
              }}
              onDragEnd={(event) => {
                const to: LngLat = [event.lngLat.lng, event.lngLat.lat];
                setMoving(null);
                setDropped({ id: handle.id, from: handle.at, at: to });
                props.onHandleDrag(handle.id, null);
                props.onHandleDrop(handle.id, to);
              }}
            >
              <HandleMark handle={handle} />
            </Marker>
          );
        })}
      </Map>
      <span className="studio-stage__cross" aria-hidden="true" />
    </div>
  );
}

const sameAt = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

function HandleMark({ handle }: { handle: StageHandle }): ReactNode {
  return (
    <span className={`studio-handle studio-handle--${handle.kind}`} data-handle={handle.id} aria-hidden="true">
      {handle.label ? <span className="studio-handle__label">{handle.label}</span> : null}
    </span>
  );
}
