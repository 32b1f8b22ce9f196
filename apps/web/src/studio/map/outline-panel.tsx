// The chosen place's building outline under the map: drawn anew (its corners clicked, or set at the
// cross by keyboard), or corner by corner: each moved to the cross, a corner added after it, or
// deleted (three are the fewest). The building's validation errors, its doors' aside, show here.
import { Check, Crosshair, PenLine, Plus, Trash2, Undo2, X } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { useEditor } from '../editor-context.ts';
import { pathString } from '../pack-values.ts';
import { Panel } from '../panel.tsx';
import { useT } from '../studio-strings.ts';
import { errorsAt, FieldErrors } from '../text-fields.tsx';
import type { BuildingModel } from './campus-model.ts';
import { canClose, type LngLat } from './map-geometry.ts';
import { deleteCornerOperations, insertCornerOperations, moveCornerOperations } from './map-operations.ts';
import type { PlacePanelProps } from './place-panels.tsx';

const fixed = (degrees: number) => degrees.toFixed(6);

interface OutlinePanelProps extends PlacePanelProps {
  building: BuildingModel | null;
  draft: LngLat[] | null;
  onRedraw: () => void;
  onFinish: () => void;
  onCancel: () => void;
  onBack: () => void;
}

export function OutlinePanel(props: OutlinePanelProps) {
  const { place, placeName, building, draft, centre, onAnnounce } = props;
  const t = useT();
  const { errors, change, name } = useEditor();
  const buildingName = building ? name(building.name, building.key) : placeName;
  const ring = building && building.ring.length >= 3 ? building.ring : null;
  const buildingPath = building ? pathString(['buildings', building.index]) : '';
  const outlineErrors = building
    ? errorsAt(errors, building.file, buildingPath).filter((e) => !e.path.startsWith(`${buildingPath}.entrances`))
    : [];
  const moveCorner = async (index: number) => {
    const at = centre();
    if (!building || !at) return;
    if (await change(t('changeCornerMove', { name: buildingName }), moveCornerOperations(building, index, at))) {
      onAnnounce(t('cornerMoved', { n: index + 1 }));
    }
  };
  const addCorner = async (after: number) => {
    const at = centre();
    if (!building || !at) return;
    if (await change(t('changeCornerAdd', { name: buildingName }), insertCornerOperations(building, after, at))) {
      onAnnounce(t('cornerAdded', { n: after + 2 }));
    }
  };
  const deleteCorner = async (index: number) => {
    if (!building) return;
    const operations = deleteCornerOperations(building, index);
    if (await change(t('changeCornerDelete', { name: buildingName }), operations)) {
      onAnnounce(t('cornerDeleted', { n: index + 1 }));
    }
  };

  return (
    <Panel title={t('outline')}>
      {building && building.place !== place.key ? (
        <p className="studio-hint">{t('outlineOf', { name: buildingName, place: placeName })}</p>
      ) : null}
      {draft ? (
        <>
          <p className="studio-hint">{t('outlineDrawing', { count: draft.length })}</p>
          <div className="studio-view-bar__item">
            <Button size="sm" icon={Check} disabled={!canClose(draft)} onClick={props.onFinish}>
              {t('outlineFinish')}
            </Button>
            <Button variant="secondary" size="sm" icon={Undo2} disabled={draft.length === 0} onClick={props.onBack}>
              {t('outlineBack')}
            </Button>
            <Button variant="ghost" size="sm" icon={X} onClick={props.onCancel}>
              {t('outlineCancel')}
            </Button>
          </div>
        </>
      ) : ring ? (
        <>
          <div className="studio-view-bar__item">
            <Button variant="secondary" size="sm" icon={PenLine} onClick={props.onRedraw}>
              {t('outlineRedraw')}
            </Button>
            <span className="studio-hint">{t('outlineCorners', { count: ring.length })}</span>
          </div>
          <ol className="studio-map-list" aria-label={t('outline')}>
            {ring.map((corner, index) => (
              <li key={index} className="studio-map-list__item">
                <span>
                  {t('cornerName', { n: index + 1 })}{' '}
                  <span className="studio-hint">
                    {fixed(corner[0])}, {fixed(corner[1])}
                  </span>
                </span>
                <span className="studio-map-list__actions">
                  <IconButton
                    icon={Crosshair}
                    tone="surface"
                    size="sm"
                    label={t('cornerToCross', { n: index + 1 })}
                    onClick={() => void moveCorner(index)}
                  />
                  <IconButton
                    icon={Plus}
                    tone="surface"
                    size="sm"
                    label={t('cornerAddAfter', { n: index + 1 })}
                    onClick={() => void addCorner(index)}
                  />
                  <IconButton
                    icon={Trash2}
                    tone="surface"
                    size="sm"
                    label={t('cornerDelete', { n: index + 1 })}
                    disabled={ring.length <= 3}
                    onClick={() => void deleteCorner(index)}
                  />
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="studio-hint">{t('outlineNone')}</p>
      )}
      <FieldErrors errors={outlineErrors} />
    </Panel>
  );
}
