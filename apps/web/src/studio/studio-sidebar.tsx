// The side panel: the pack's scenes (and the place to drop images that makes more), its tours, its
// homepage groups as a tree, and the campus map with its places. Choosing one opens it in the middle.
import { FolderPlus, MapPin, Plus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Button } from '../components/button.tsx';
import { CtaSidebar } from './cta-sidebar.tsx';
import { useEditor } from './editor-context.ts';
import { readCampus } from './map/campus-model.ts';
import { newPlaceOperations } from './map/map-operations.ts';
import { MediaDrop } from './media-drop.tsx';
import { focusEditorHeading, NewItem } from './new-item.tsx';
import { newScenes } from './new-scenes.ts';
import { allGroups, type GroupModel } from './pack-groups.ts';
import { uniqueKey } from './pack-model.ts';
import { useT } from './studio-strings.ts';
import { useUploads } from './use-uploads.ts';

/** What the middle shows: a scene, tour, group, CTA or form, the campus map (`map`) or the map at one place. */
export type Selection = { kind: SelectionKind; key: string } | null;
type SelectionKind = 'scene' | 'tour' | 'group' | 'cta' | 'form' | 'map' | 'place';

interface SidebarProps {
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

export function StudioSidebar({ selection, onSelect }: SidebarProps) {
  const t = useT();
  const { state, pack, busy, change, report, name } = useEditor();
  const places = useMemo(() => readCampus(state).places, [state]);
  const { uploading, upload } = useUploads(report);
  // One entry of the panel's lists: opens the scene, tour or group, marked while it is open.
  const entry = (kind: SelectionKind, key: string, label: ReactNode) => (
    <button
      type="button"
      className="studio-list__item"
      aria-current={selection?.kind === kind && selection.key === key ? 'true' : undefined}
      onClick={() => onSelect({ kind, key })}
    >
      {label}
    </button>
  );

  const addScenes = async (files: File[]) => {
    const uploads = await upload(files);
    if (!uploads) return;
    const made = newScenes(
      uploads,
      pack.scenes.map((s) => s.key),
    );
    for (const scene of made) {
      const added = await change(t('changeAdd', { name: scene.title }), [
        { op: 'append', file: pack.sceneFile, path: [], value: scene.value },
      ]);
      if (added) onSelect({ kind: 'scene', key: scene.key });
    }
  };
  const newTour = async () => {
    const first = pack.scenes[0];
    if (!first) return;
    const key = uniqueKey(
      t('newTour'),
      pack.tours.map((tour) => tour.key),
      'tour',
    );
    const tour = { key, title: { [pack.defaultLanguage]: t('newTour') }, scenes: [first.key] };
    if (await change(t('changeTour'), [{ op: 'append', file: pack.tourFile, path: [], value: tour }])) {
      onSelect({ kind: 'tour', key });
    }
  };
  const newGroup = async (title: string) => {
    const key = uniqueKey(
      title,
      allGroups(pack.groups).map((g) => g.key),
      'group',
    );
    const group = { key, title: { [pack.defaultLanguage]: title } };
    const created = await change(t('changeGroupNew'), [{ op: 'append', file: pack.groupFile, path: [], value: group }]);
    if (created) {
      onSelect({ kind: 'group', key });
      focusEditorHeading('group-heading');
    }
    return created;
  };
  const newPlace = async (title: string) => {
    const { key, operations } = newPlaceOperations(readCampus(state), title, pack.defaultLanguage);
    const created = await change(t('changePlaceNew'), operations);
    if (created) {
      onSelect({ kind: 'place', key });
      focusEditorHeading('map-heading');
    }
    return created;
  };
  const groupTree = (groups: readonly GroupModel[]) => (
    <ul className="studio-list studio-tree">
      {groups.map((group) => (
        <li key={group.key}>
          {entry('group', group.key, name(group.title, group.key))}
          {group.groups.length > 0 ? groupTree(group.groups) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <nav className="studio-sidebar" aria-label={t('studio')}>
      <h2 className="studio-sidebar__title">{t('scenes')}</h2>
      {pack.scenes.length === 0 ? <p className="studio-hint">{t('noScenes')}</p> : null}
      <ul className="studio-list">
        {pack.scenes.map((scene) => (
          <li key={scene.key}>
            {entry(
              'scene',
              scene.key,
              scene.type === 'gallery' ? (
                <>
                  {name(scene.title, scene.key)} <span className="studio-list__kind">{t('galleryKind')}</span>
                </>
              ) : (
                name(scene.title, scene.key)
              ),
            )}
          </li>
        ))}
      </ul>
      <MediaDrop
        title={t('dropImages')}
        hint={t('dropHint')}
        uploading={uploading}
        onFiles={(files) => void addScenes(files)}
        testId="studio-drop"
      />

      <h2 className="studio-sidebar__title">{t('tours')}</h2>
      {pack.tours.length === 0 ? <p className="studio-hint">{t('noTours')}</p> : null}
      <ul className="studio-list">
        {pack.tours.map((tour) => (
          <li key={tour.key}>{entry('tour', tour.key, name(tour.title, tour.key))}</li>
        ))}
      </ul>
      <Button
        variant="secondary"
        size="sm"
        icon={Plus}
        disabled={pack.scenes.length === 0 || busy}
        onClick={() => void newTour()}
      >
        {t('newTour')}
      </Button>

      <h2 className="studio-sidebar__title">{t('groups')}</h2>
      {pack.groups.length === 0 ? <p className="studio-hint">{t('noGroups')}</p> : groupTree(pack.groups)}
      <NewItem
        buttonLabel={t('newGroup')}
        fieldLabel={t('newGroupName')}
        icon={FolderPlus}
        disabled={busy}
        onCreate={newGroup}
      />
      <CtaSidebar entry={entry} onSelect={onSelect} />

      <h2 className="studio-sidebar__title">{t('map')}</h2>
      <ul className="studio-list">
        <li>{entry('map', '', t('mapWhole'))}</li>
        {places.map((place) => (
          <li key={`${place.file}:${String(place.index)}`}>
            {entry('place', place.key, name(place.title, place.key))}
          </li>
        ))}
      </ul>
      {places.length === 0 ? <p className="studio-hint">{t('noPlaces')}</p> : null}
      <NewItem
        buttonLabel={t('newPlace')}
        fieldLabel={t('newPlaceName')}
        icon={MapPin}
        disabled={busy}
        onCreate={newPlace}
      />
    </nav>
  );
}
