// One group of the homepage (groups.yaml): its texts, its tours in order, the groups inside it
// (three levels at most), where it sits (moved into another group or to the top level, whole), and
// its image with the focal point of its crop.
import { FolderInput, FolderPlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/button.tsx';
import { AddFromList } from './add-from-list.tsx';
import { useEditor } from './editor-context.ts';
import { ImageField } from './image-field.tsx';
import { InlineSelect } from './inline-select.tsx';
import { focusEditorHeading, NewItem } from './new-item.tsx';
import {
  allGroups,
  MAX_GROUP_DEPTH,
  moveGroupOperations,
  nestTargets,
  parentOf,
  type GroupModel,
} from './pack-groups.ts';
import { uniqueKey } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { pathString } from './pack-values.ts';
import { ReorderList } from './reorder-list.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

interface GroupEditorProps {
  group: GroupModel;
  onSelect: (key: string | null) => void;
}

const TOP = '';

export function GroupEditor({ group, onSelect }: GroupEditorProps) {
  const t = useT();
  const { pack, errors, busy, change, name } = useEditor();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const { file } = group;
  const at = (...rest: (string | number)[]) => [...group.path, ...rest];
  const groupName = (g: GroupModel) => name(g.title, g.key);
  const tourName = (key: string) => name(pack.tours.find((tour) => tour.key === key)?.title, key);
  const candidates = pack.tours.filter((tour) => !group.tours.includes(tour.key));
  const parent = parentOf(pack.groups, group);
  const targets = nestTargets(pack.groups, group);
  const destinations = [...(parent ? [TOP] : []), ...targets.map((target) => target.key)];
  const destination = moveTo !== null && destinations.includes(moveTo) ? moveTo : (destinations[0] ?? null);

  const newSubgroup = async (title: string) => {
    const taken = allGroups(pack.groups).map((g) => g.key);
    const key = uniqueKey(title, taken, 'group');
    const value = { key, title: { [pack.defaultLanguage]: title } };
    const created = await change(t('changeGroupNew'), [{ op: 'append', file, path: at('groups'), value }]);
    if (created) {
      onSelect(key);
      focusEditorHeading('group-heading');
    }
    return created;
  };
  const move = () => {
    if (destination === null) return;
    const target = targets.find((g) => g.key === destination) ?? null;
    void change(t('changeGroupMove', { name: groupName(group) }), moveGroupOperations(group, target, pack.groupFile));
  };

  return (
    <section className="studio-editor" aria-labelledby="group-heading">
      <div className="studio-editor__head">
        <h2 id="group-heading" className="studio-editor__title" tabIndex={-1}>
          {groupName(group)} <code className="studio-key">{group.key}</code>
        </h2>
        <p className="studio-hint">
          {parent
            ? t('groupInside', { name: groupName(parent), level: group.depth })
            : t('groupTop', { level: group.depth })}
        </p>
      </div>
      <PackText file={file} path={at('title')} value={group.title} label={t('title')} />

      <Panel title={t('groupTours')}>
        {group.tours.length === 0 ? <p className="studio-hint">{t('groupNoTours')}</p> : null}
        <ReorderList
          label={t('groupTours')}
          items={group.tours}
          name={tourName}
          position={(n, count) => t('positionOf', { n, count })}
          onMove={(from, to) => change(t('changeGroupTours'), [{ op: 'move', file, path: at('tours'), from, to }])}
          removeLabel={(tour) => t('removeFromGroup', { name: tour })}
          onRemove={(index) => void change(t('changeGroupTours'), [{ op: 'delete', file, path: at('tours', index) }])}
        />
        <FieldErrors errors={errorsAt(errors, file, pathString(at('tours')))} />
        <AddFromList
          label={t('addTour')}
          options={candidates.map((tour) => ({ value: tour.key, label: name(tour.title, tour.key) }))}
          disabled={busy}
          onAdd={(key) => void change(t('changeGroupTours'), [{ op: 'append', file, path: at('tours'), value: key }])}
        />
      </Panel>

      <Panel title={t('groupGroups')}>
        {group.groups.length > 0 ? (
          <ReorderList
            label={t('groupGroups')}
            items={group.groups}
            name={groupName}
            render={(child) => (
              <button type="button" className="studio-text-button" onClick={() => onSelect(child.key)}>
                {groupName(child)}
              </button>
            )}
            position={(n, count) => t('positionOf', { n, count })}
            onMove={(from, to) => change(t('changeGroupOrder'), [{ op: 'move', file, path: at('groups'), from, to }])}
          />
        ) : null}
        {group.depth < MAX_GROUP_DEPTH ? (
          <NewItem
            buttonLabel={t('newSubgroup')}
            fieldLabel={t('newGroupName')}
            icon={FolderPlus}
            disabled={busy}
            onCreate={newSubgroup}
          />
        ) : (
          <p className="studio-hint">{t('groupDeepest', { max: MAX_GROUP_DEPTH })}</p>
        )}
      </Panel>

      <Panel title={t('groupPlace')}>
        <div className="studio-add-stop">
          {destination !== null ? (
            <>
              <InlineSelect label={t('moveInto')} value={destination} onChange={setMoveTo}>
                {parent ? <option value={TOP}>{t('topLevel')}</option> : null}
                {targets.map((target) => (
                  <option key={target.key} value={target.key}>
                    {'\u2003'.repeat(target.depth - 1)}
                    {groupName(target)}
                  </option>
                ))}
              </InlineSelect>
              <Button variant="secondary" size="sm" icon={FolderInput} disabled={busy} onClick={move}>
                {t('move')}
              </Button>
            </>
          ) : (
            <p className="studio-hint">{t('groupNowhere')}</p>
          )}
          <Button
            variant="ghost"
            size="sm"
            icon={Trash2}
            disabled={busy}
            onClick={() =>
              void change(t('changeGroupDelete', { name: groupName(group) }), [
                { op: 'delete', file, path: group.path },
              ]).then((done) => {
                if (done) onSelect(null);
              })
            }
          >
            {t('deleteGroup')}
          </Button>
        </div>
      </Panel>

      <ImageField
        label={t('groupImage')}
        file={file}
        path={at('image')}
        value={group.image}
        crops={[{ label: t('cropLandscape'), ratio: '16 / 9' }]}
        noneLabel={t('imageNone')}
      />
      <PackText
        file={file}
        path={at('search_description')}
        value={group.searchDescription}
        label={t('searchDescription')}
        multiline
      />
    </section>
  );
}
