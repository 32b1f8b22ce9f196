// One tour: its texts in every language and its stops in order, reordered by dragging a stop or by
// its Up and Down buttons (keyboard), added from the pack's scenes, removed.
import type { StudioError } from '@meridian/contracts/studio';
import { ArrowDown, ArrowUp, ExternalLink, GripVertical, Plus, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { Button } from '../components/button.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { displayText, textOperations, type PackModel, type TourModel } from './pack-model.ts';
import type { Change } from './scene-editor.tsx';
import { errorsAt, FieldErrors, TextFields } from './text-fields.tsx';
import { InlineSelect } from './inline-select.tsx';
import { useT } from './studio-strings.ts';

interface TourEditorProps {
  pack: PackModel;
  tour: TourModel;
  errors: StudioError[];
  uiLanguage: string;
  preview: string | null;
  busy: boolean;
  change: Change;
}

export function TourEditor({ pack, tour, errors, uiLanguage, preview, busy, change }: TourEditorProps) {
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const [adding, setAdding] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const yamlPath = `[${String(tour.index)}]`;
  const sceneName = (key: string) => {
    const scene = pack.scenes.find((s) => s.key === key);
    return scene ? displayText(scene.title, uiLanguage, pack.defaultLanguage, key) : key;
  };
  const candidates = pack.scenes.filter((s) => !tour.scenes.includes(s.key));
  const toAdd = candidates.some((s) => s.key === adding) ? adding : (candidates[0]?.key ?? '');

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= tour.scenes.length || from === to) return;
    const moved = await change(t('changeStops'), [
      { op: 'move', file: tour.file, path: [tour.index, 'scenes'], from, to },
    ]);
    if (moved) {
      const name = sceneName(tour.scenes[from] ?? '');
      setAnnouncement(`${name}: ${t('position', { n: to + 1, count: tour.scenes.length })}`);
      // Keyboard: the focus follows the stop to its new place.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>(`[data-stop-index="${String(to)}"] [data-focus-after-move]`)?.focus();
      });
    }
  };
  const text = (field: 'title' | 'description', label: string) => (
    <TextFields
      label={label}
      value={tour[field]}
      languages={pack.languages}
      defaultLanguage={pack.defaultLanguage}
      multiline={field === 'description'}
      errors={errorsAt(errors, tour.file, `${yamlPath}.${field}`)}
      onCommit={(language, value) =>
        void change(
          t('changeText', { field: label }),
          textOperations(tour.file, [tour.index, field], tour[field], language, pack.defaultLanguage, value),
        )
      }
    />
  );

  return (
    <section className="studio-editor" aria-labelledby="tour-heading">
      <div className="studio-editor__head">
        <h2 id="tour-heading" className="studio-editor__title">
          {displayText(tour.title, uiLanguage, pack.defaultLanguage, tour.key)}{' '}
          <code className="studio-key">{tour.key}</code>
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
      {text('title', t('title'))}

      <section className="studio-panel" aria-labelledby="stops-heading">
        <h3 id="stops-heading" className="studio-panel__title">
          {t('tourStops')}
        </h3>
        <p className="studio-hint">{t('tourStopsHint')}</p>
        <ol className="studio-stops">
          {tour.scenes.map((key, index) => (
            <li
              key={`${key}-${String(index)}`}
              className="studio-stops__item"
              data-stop-index={index}
              data-dragging={dragging === index || undefined}
              draggable
              onDragStart={(event: DragEvent) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const from = Number(event.dataTransfer.getData('text/plain'));
                setDragging(null);
                if (Number.isInteger(from)) void move(from, index);
              }}
              onDragEnd={() => setDragging(null)}
            >
              <GripVertical className="studio-stops__grip" aria-hidden="true" size={18} />
              <span className="studio-stops__number">{index + 1}</span>
              <span className="studio-stops__name">{sceneName(key)}</span>
              <span className="studio-stops__actions">
                <IconButton
                  icon={ArrowUp}
                  tone="surface"
                  size="sm"
                  label={t('moveUp', { name: sceneName(key) })}
                  disabled={index === 0}
                  data-focus-after-move
                  onClick={() => void move(index, index - 1)}
                />
                <IconButton
                  icon={ArrowDown}
                  tone="surface"
                  size="sm"
                  label={t('moveDown', { name: sceneName(key) })}
                  disabled={index === tour.scenes.length - 1}
                  onClick={() => void move(index, index + 1)}
                />
                <IconButton
                  icon={X}
                  tone="surface"
                  size="sm"
                  label={t('removeStop', { name: sceneName(key) })}
                  disabled={tour.scenes.length === 1}
                  onClick={() =>
                    void change(t('changeStops'), [
                      { op: 'delete', file: tour.file, path: [tour.index, 'scenes', index] },
                    ])
                  }
                />
              </span>
            </li>
          ))}
        </ol>
        <FieldErrors errors={errorsAt(errors, tour.file, `${yamlPath}.scenes`)} />
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        {candidates.length > 0 ? (
          <div className="studio-add-stop">
            <InlineSelect label={t('addStop')} value={toAdd} onChange={(value) => setAdding(value)}>
              {candidates.map((s) => (
                <option key={s.key} value={s.key}>
                  {displayText(s.title, uiLanguage, pack.defaultLanguage, s.key)}
                </option>
              ))}
            </InlineSelect>
            <Button
              variant="secondary"
              size="sm"
              icon={Plus}
              disabled={busy}
              onClick={() =>
                void change(t('changeStops'), [
                  { op: 'append', file: tour.file, path: [tour.index, 'scenes'], value: toAdd },
                ])
              }
            >
              {t('add')}
            </Button>
          </div>
        ) : null}
      </section>
      {text('description', t('description'))}
    </section>
  );
}
