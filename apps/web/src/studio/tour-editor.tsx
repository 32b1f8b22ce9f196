// One tour: its texts in every language, its stops in order (reorder-list.tsx: by drag or by
// keyboard), added from the pack's scenes or removed, and how it looks (tour-look.tsx).
import { ExternalLink } from 'lucide-react';
import { AddFromList } from './add-from-list.tsx';
import { useEditor } from './editor-context.ts';
import type { TourModel } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { ReorderList } from './reorder-list.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';
import { TourLook } from './tour-look.tsx';

export function TourEditor({ tour }: { tour: TourModel }) {
  const t = useT();
  const { pack, errors, preview, busy, change, name } = useEditor();
  const sceneName = (key: string) => {
    const scene = pack.scenes.find((s) => s.key === key);
    return scene ? name(scene.title, key) : key;
  };
  const candidates = pack.scenes.filter((s) => !tour.scenes.includes(s.key));
  const stops = [tour.index, 'scenes'];

  return (
    <section className="studio-editor" aria-labelledby="tour-heading">
      <div className="studio-editor__head">
        <h2 id="tour-heading" className="studio-editor__title">
          {name(tour.title, tour.key)} <code className="studio-key">{tour.key}</code>
        </h2>
        {preview ? (
          <a
            className="studio-link"
            href={`${preview}${pack.schemaName}/${tour.slug}`}
            target="_blank"
            rel="noreferrer"
          >
            <ExternalLink aria-hidden="true" size={16} /> {t('previewTour')}
          </a>
        ) : null}
      </div>
      <PackText file={tour.file} path={[tour.index, 'title']} value={tour.title} label={t('title')} />

      <Panel title={t('tourStops')} hint={t('tourStopsHint')}>
        <ReorderList
          label={t('tourStops')}
          items={tour.scenes}
          name={sceneName}
          position={(n, count) => t('position', { n, count })}
          keepLast
          onMove={(from, to) => change(t('changeStops'), [{ op: 'move', file: tour.file, path: stops, from, to }])}
          removeLabel={(stop) => t('removeStop', { name: stop })}
          onRemove={(index) =>
            void change(t('changeStops'), [{ op: 'delete', file: tour.file, path: [...stops, index] }])
          }
        />
        <FieldErrors errors={errorsAt(errors, tour.file, `[${String(tour.index)}].scenes`)} />
        <AddFromList
          label={t('addStop')}
          options={candidates.map((s) => ({ value: s.key, label: name(s.title, s.key) }))}
          disabled={busy}
          onAdd={(key) => void change(t('changeStops'), [{ op: 'append', file: tour.file, path: stops, value: key }])}
        />
      </Panel>
      <TourLook tour={tour} />
      <PackText
        file={tour.file}
        path={[tour.index, 'description']}
        value={tour.description}
        label={t('description')}
        multiline
      />
    </section>
  );
}
