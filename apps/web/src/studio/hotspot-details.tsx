// The selected hotspot: where it leads, its texts in every language, moved to the cross or deleted.
import { Crosshair, Trash2 } from 'lucide-react';
import { Button } from '../components/button.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { useEditor } from './editor-context.ts';
import { InlineSelect } from './inline-select.tsx';
import type { HotspotModel, SceneModel } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { useT } from './studio-strings.ts';

interface HotspotDetailsProps {
  scene: SceneModel;
  hotspot: HotspotModel;
  onMoveHere: () => void;
  onDeleted: () => void;
}

export function HotspotDetails({ scene, hotspot, onMoveHere, onDeleted }: HotspotDetailsProps) {
  const t = useT();
  const { pack, change, name } = useEditor();
  const path = [scene.index, 'hotspots', hotspot.index];
  return (
    <div className="studio-hotspot-details">
      <div className="studio-hotspot-details__actions">
        {hotspot.link !== null ? (
          <InlineSelect
            label={t('hotspotTarget')}
            value={hotspot.link}
            onChange={(value) =>
              void change(t('changeLink'), [{ op: 'set', file: scene.file, path: [...path, 'link'], value }])
            }
          >
            {pack.scenes
              .filter((s) => s.key !== scene.key)
              .map((s) => (
                <option key={s.key} value={s.key}>
                  {name(s.title, s.key)}
                </option>
              ))}
          </InlineSelect>
        ) : null}
        <Button variant="secondary" size="sm" icon={Crosshair} onClick={onMoveHere}>
          {t('moveHere')}
        </Button>
        <IconButton
          icon={Trash2}
          tone="surface"
          label={t('deleteHotspot')}
          onClick={() =>
            void change(t('changeDelete'), [{ op: 'delete', file: scene.file, path }]).then((done) => {
              if (done) onDeleted();
            })
          }
        />
      </div>
      <PackText file={scene.file} path={[...path, 'title']} value={hotspot.title} label={t('title')} />
      {hotspot.link === null ? (
        <PackText
          file={scene.file}
          path={[...path, 'description']}
          value={hotspot.description}
          label={t('description')}
          multiline
        />
      ) : null}
    </div>
  );
}
