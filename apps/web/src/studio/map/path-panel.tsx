// The path network's panel: any path chosen on the map (or in the list, by keyboard) is marked
// step-free or with steps, which is what the step-free directions avoid (docs/content-packs.md).
import { InlineSelect } from '../inline-select.tsx';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { useEditor } from '../editor-context.ts';
import { pathString } from '../pack-values.ts';
import { Panel } from '../panel.tsx';
import { useT } from '../studio-strings.ts';
import { errorsAt, FieldErrors } from '../text-fields.tsx';
import type { CampusModel } from './campus-model.ts';
import { pathStepsOperations } from './map-operations.ts';

interface PathPanelProps {
  campus: CampusModel;
  selected: number | null;
  onSelect: (index: number | null) => void;
}

export function PathPanel({ campus, selected, onSelect }: PathPanelProps) {
  const t = useT();
  const { errors, change, name } = useEditor();
  const path = selected === null ? undefined : campus.paths[selected];
  const label = (index: number) => {
    const p = campus.paths[index];
    if (!p) return '';
    const named = name(p.name, '');
    return named ? `${named} (${p.key})` : p.key;
  };
  return (
    <Panel title={t('paths')} hint={t('pathHint')}>
      <InlineSelect
        label={t('pathChoose')}
        value={selected === null ? '' : String(selected)}
        onChange={(value) => onSelect(value === '' ? null : Number(value))}
      >
        <option value="">{t('pathNoneChosen')}</option>
        {campus.paths.map((p, index) => (
          <option key={`${p.file}:${String(p.index)}`} value={String(index)}>
            {label(index)}
          </option>
        ))}
      </InlineSelect>
      {path && selected !== null ? (
        <>
          <SegmentedControl
            legend={t('pathAccess', { name: label(selected) })}
            showLegend
            value={path.steps ? 'steps' : 'free'}
            onChange={(value) =>
              void change(
                t(value === 'steps' ? 'changePathSteps' : 'changePathFree', { name: label(selected) }),
                pathStepsOperations(path, value === 'steps'),
              )
            }
            options={[
              { value: 'free' as const, label: t('stepFree') },
              { value: 'steps' as const, label: t('withSteps') },
            ]}
          />
          <FieldErrors errors={errorsAt(errors, path.file, pathString(['paths', path.index]))} />
        </>
      ) : null}
    </Panel>
  );
}
