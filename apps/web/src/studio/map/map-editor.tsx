// The campus map editor: the place chosen in the side panel is placed, outlined and given its doors
// by clicking on the map (or by keyboard, at the cross), and any path is marked step-free or not.
// What a click does is chosen above the map; each edit is one change (one undo step) and its
// validation errors show in the panel that made it. Loaded with import() (studio-app.tsx), so
// MapLibre is fetched only when the map is opened.
import { useMemo, useRef, useState } from 'react';
import './map-editor.css';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useEditor } from '../editor-context.ts';
import { useT, type Translate } from '../studio-strings.ts';
import { campusDataOf } from './campus-data.ts';
import { buildingOf, readCampus } from './campus-model.ts';
import { boundsOf, canClose, middleOf, nextCorner, onEarth, roundLngLat, type LngLat } from './map-geometry.ts';
import { handleId, mapHandles, mapLines, ringShown, type Dragging, type MapMode } from './map-handles.ts';
import {
  addEntranceOperations,
  insertCornerOperations,
  moveCornerOperations,
  moveEntranceOperations,
  newOutlineOperations,
  placeMarkerOperations,
  redrawOutlineOperations,
} from './map-operations.ts';
import { MapStage, type StageControl, type StageFocus } from './map-stage.tsx';
import { PathPanel } from './path-panel.tsx';
import { OutlinePanel } from './outline-panel.tsx';
import { EntrancesPanel, MarkerPanel } from './place-panels.tsx';

const fixed = (degrees: number) => degrees.toFixed(6);

function actionText(t: Translate, mode: MapMode, place: string | null): string {
  if (mode === 'path') return t('mapActionPath');
  if (place === null) return t('mapActionNone');
  if (mode === 'marker') return t('mapActionMarker', { place });
  if (mode === 'entrance') return t('mapActionEntrance', { place });
  return t('mapActionOutline', { place });
}

export default function MapEditor({ placeKey }: { placeKey: string | null }) {
  const t = useT();
  const { state, pack, uiLanguage, change, name } = useEditor();
  const campus = useMemo(() => readCampus(state), [state]);
  const data = useMemo(
    () => campusDataOf(campus, uiLanguage, pack.defaultLanguage),
    [campus, uiLanguage, pack.defaultLanguage],
  );
  const place = campus.places.find((p) => p.key === placeKey) ?? null;
  const building = place ? buildingOf(campus, place) : null;
  const placeName = place ? name(place.title, place.key) : '';
  const buildingName = building ? name(building.name, building.key) : placeName;
  const ring = building && building.ring.length >= 3 ? building.ring : null;

  const [mode, setMode] = useState<MapMode>(placeKey ? 'marker' : 'path');
  const [draft, setDraft] = useState<LngLat[] | null>(null);
  const [path, setPath] = useState<number | null>(null);
  const [dragging, setDragging] = useState<Dragging | null>(null);
  // A path chosen in the list is brought into view (one clicked on the map is in view already).
  const [pathFocus, setPathFocus] = useState<StageFocus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const control = useRef<StageControl | null>(null);

  // Another place: its marker first, and no half-drawn outline of the previous one.
  const [shownPlace, setShownPlace] = useState(placeKey);
  if (shownPlace !== placeKey) {
    setShownPlace(placeKey);
    setPathFocus(null);
    setDraft(null);
    setMode(placeKey ? 'marker' : 'path');
  }

  const edit = async (label: string, operations: Parameters<typeof change>[1], done: string) => {
    if (await change(label, operations)) setAnnouncement(done);
  };
  const placeMarker = (at: LngLat) => {
    if (!place) return;
    const [lng, lat] = roundLngLat(at);
    void edit(
      t('changeMarker', { name: placeName }),
      placeMarkerOperations(place, at),
      t('markerPlaced', { place: placeName, lng: fixed(lng), lat: fixed(lat) }),
    );
  };
  const addEntrance = (at: LngLat) => {
    if (!building || !ring) return setAnnouncement(t('entrancesNeedOutline', { place: placeName }));
    const [lng, lat] = roundLngLat(at);
    const n = building.entrances.length + 1;
    void edit(
      t('changeEntranceAdd', { name: buildingName }),
      addEntranceOperations(building, at),
      t('entranceAdded', { n, lng: fixed(lng), lat: fixed(lat) }),
    );
  };
  const finishOutline = async (corners = draft) => {
    if (!place || !corners) return;
    if (!canClose(corners)) return setAnnouncement(t('outlineTooFew'));
    const operations = building
      ? redrawOutlineOperations(building, corners)
      : newOutlineOperations(campus, place, corners);
    if (await change(t('changeOutline', { name: buildingName }), operations)) {
      setAnnouncement(t('outlineDrawn', { place: placeName, count: corners.length }));
      setDraft(null);
    }
  };
  const addCorner = (at: LngLat) => {
    const { corners, closes } = nextCorner(draft ?? [], at);
    if (closes) return void finishOutline(corners);
    setDraft(corners);
    setAnnouncement(t('cornerAdded', { n: corners.length }));
  };
  const cancelOutline = () => {
    setDraft(null);
    setAnnouncement(t('outlineCancelled'));
  };
  const choosePath = (index: number | null) => {
    setPath(index);
    const chosen = index === null ? undefined : campus.paths[index];
    const state = chosen?.steps ? t('pathStateSteps') : t('pathStateFree');
    setAnnouncement(chosen ? t('pathChosen', { name: name(chosen.name, chosen.key), state }) : t('pathNoneHere'));
  };

  /** A click on the map, or Enter at the cross. */
  const onPoint = (at: LngLat, nearestPath: number | null) => {
    if (mode === 'path') choosePath(nearestPath);
    else if (mode === 'marker') placeMarker(at);
    else if (mode === 'entrance') addEntrance(at);
    else if (place && (draft || !ring)) addCorner(at);
  };
  const onKey = (key: 'Enter' | 'Space' | 'Escape' | 'Backspace'): boolean => {
    const at = control.current?.centre();
    if (!at) return false;
    if (mode === 'outline') {
      if (key === 'Space' && place && (draft || !ring)) addCorner(at);
      else if (key === 'Enter' && draft) void finishOutline();
      else if (key === 'Escape' && draft) cancelOutline();
      else if (key === 'Backspace' && draft && draft.length > 0) setDraft(draft.slice(0, -1));
      else return false;
      return true;
    }
    if (key !== 'Enter') return false;
    onPoint(at, mode === 'path' ? (control.current?.pathAtCentre() ?? null) : null);
    return true;
  };
  const onDrop = (id: string, at: LngLat) => {
    const { kind, n } = handleId(id);
    const door = building?.entrances[n];
    if (kind === 'place') placeMarker(at);
    else if (kind === 'door' && building && door) {
      const operations = moveEntranceOperations(building, door, at);
      void edit(t('changeEntranceMove', { name: buildingName }), operations, t('entranceMoved', { n: n + 1 }));
    } else if (kind === 'corner' && building) {
      const operations = moveCornerOperations(building, n, at);
      void edit(t('changeCornerMove', { name: buildingName }), operations, t('cornerMoved', { n: n + 1 }));
    } else if (kind === 'middle' && building) {
      const operations = insertCornerOperations(building, n, at);
      void edit(t('changeCornerAdd', { name: buildingName }), operations, t('cornerAdded', { n: n + 2 }));
    }
  };

  const shown = useMemo(() => ringShown(ring, dragging), [ring, dragging]);
  const handles = useMemo(
    () => mapHandles({ mode, place, placeName, building, ring, draft }),
    [mode, place, placeName, building, ring, draft],
  );
  const lines = useMemo(() => mapLines(campus, mode, path, shown, draft), [campus, mode, path, shown, draft]);
  const action = actionText(t, mode, place ? placeName : null);
  const panelProps = {
    place,
    placeName,
    centre: () => control.current?.centre() ?? null,
    onAnnounce: setAnnouncement,
  };

  return (
    <section className="studio-editor studio-map-editor" aria-labelledby="map-heading">
      <h2 id="map-heading" className="studio-editor__title" tabIndex={-1}>
        {place ? placeName : t('map')} {place ? <code className="studio-key">{place.key}</code> : null}
      </h2>
      <SegmentedControl
        className="studio-map-modes"
        legend={t('mapMode')}
        showLegend
        value={mode}
        onChange={(next) => {
          setMode(next);
          setDraft(null);
        }}
        options={[
          { value: 'marker' as const, label: t('modeMarker') },
          { value: 'entrance' as const, label: t('modeEntrance') },
          { value: 'outline' as const, label: t('modeOutline') },
          { value: 'path' as const, label: t('modePath') },
        ]}
      />
      <p className="studio-hint">{place || mode === 'path' ? action : t('choosePlace')}</p>
      <MapStage
        data={data}
        // Only another place moves the map: an edit of this one leaves it where the author has it.
        focus={
          pathFocus ?? {
            key: placeKey ?? '',
            at: [place?.coordinates ?? null, building ? middleOf(building.ring) : null].find(onEarth) ?? null,
          }
        }
        settings={campus.settings}
        label={t('mapLabel', { action })}
        zoomLabels={{ zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }}
        lines={lines}
        handles={handles}
        crosshair={mode !== 'path' && place !== null}
        control={control}
        onClick={onPoint}
        onKey={onKey}
        onHandleClick={(id) => {
          if (id === 'draft-0') void finishOutline();
        }}
        onHandleDrag={(id, at) => setDragging(at ? { id, at } : null)}
        onHandleDrop={onDrop}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {mode === 'path' ? (
        <PathPanel
          campus={campus}
          selected={path}
          onSelect={(index) => {
            choosePath(index);
            const chosen = index === null ? undefined : campus.paths[index];
            if (chosen)
              setPathFocus({
                key: `${chosen.file}:${String(chosen.index)}`,
                at: middleOf(chosen.coordinates),
                bounds: boundsOf(chosen.coordinates),
              });
          }}
        />
      ) : null}
      {mode === 'marker' && place ? <MarkerPanel {...panelProps} place={place} /> : null}
      {mode === 'entrance' && place ? <EntrancesPanel {...panelProps} place={place} building={building} /> : null}
      {mode === 'outline' && place ? (
        <OutlinePanel
          {...panelProps}
          place={place}
          building={building}
          draft={draft}
          onRedraw={() => setDraft([])}
          onFinish={() => void finishOutline()}
          onCancel={cancelOutline}
          onBack={() => setDraft((corners) => corners?.slice(0, -1) ?? null)}
        />
      ) : null}
    </section>
  );
}
