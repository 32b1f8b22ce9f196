// The labels panel: the tenant's labels as a tree of checkboxes. Selecting labels filters scenes;
// deselecting one removes it from the selection.
import type { Label } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { useLabelsStore } from '../labels-store.ts';
import { buttonClassName } from '../../../components/button.tsx';
import './labels-panel.css';

export function LabelsPanel({ labels }: { labels: Label[] }) {
  const { t } = useTranslation();
  const selected = useLabelsStore((state) => state.selected);
  const toggleLabel = useLabelsStore((state) => state.toggleLabel);
  const clearSelection = useLabelsStore((state) => state.clearSelection);
  if (labels.length === 0) return <p>{t('viewer.labels.none')}</p>;
  return (
    <section className="labels-panel" aria-label={t('viewer.labels.title')}>
      {labels.map((label) => (
        <fieldset key={label.id} className="labels-panel__group">
          <legend>{label.name}</legend>
          {label.children.map((child) => (
            <label key={child.id} className="labels-panel__option">
              <input type="checkbox" checked={selected.includes(child.id)} onChange={() => toggleLabel(child.id)} />{' '}
              {child.name}
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', size: 'sm' })}
        onClick={clearSelection}
        disabled={selected.length === 0}
      >
        {t('viewer.labels.clear')}
      </button>
    </section>
  );
}
