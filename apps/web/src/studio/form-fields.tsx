// A form's fields in order (reorder-list.tsx: by drag or by keyboard), added by their label, removed
// (a form keeps one at least, as the format requires), each chosen to edit it (field-details.tsx).
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useEditor } from './editor-context.ts';
import { FieldDetails, fieldTypeLabel } from './field-details.tsx';
import { NewItem, focusEditorHeading } from './new-item.tsx';
import { fieldKey, newField, type FieldModel, type FormModel } from './pack-ctas.ts';
import { indexAfterMove, pathString } from './pack-values.ts';
import { Panel } from './panel.tsx';
import { ReorderList } from './reorder-list.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

export function FormFields({ form }: { form: FormModel }) {
  const t = useT();
  const { errors, busy, change, name } = useEditor();
  const [selected, setSelected] = useState<number | null>(null);
  const { file } = form;
  const at = (...rest: (string | number)[]) => [form.index, 'fields', ...rest];
  const fieldName = (field: FieldModel) => name(field.label, field.key);
  const current = form.fields.find((field) => field.index === selected);

  const add = async (label: string) => {
    const key = fieldKey(
      label,
      form.fields.map((f) => f.key),
    );
    const added = await change(t('changeFieldAdd', { name: label }), [
      { op: 'append', file, path: at(), value: newField(key, label, 'singleline') },
    ]);
    if (added) {
      setSelected(form.fields.length);
      focusEditorHeading('form-field-heading');
    }
    return added;
  };

  return (
    <Panel title={t('formFields')} hint={t('formFieldsHint')}>
      <ReorderList
        label={t('formFields')}
        items={form.fields}
        name={fieldName}
        render={(field) => (
          <>
            <button
              type="button"
              className="studio-text-button"
              aria-pressed={field.index === selected}
              onClick={() => setSelected(field.index)}
            >
              {fieldName(field)}
            </button>
            <span className="studio-list__kind">
              {fieldTypeLabel(t, field.type)}
              {field.required ? `, ${t('fieldRequiredShort')}` : ''}
            </span>
            {errorsAt(errors, file, pathString(at(field.index))).length > 0 ? (
              <span className="studio-badge studio-badge--missing">{t('fieldHasProblem')}</span>
            ) : null}
          </>
        )}
        keepLast
        position={(n, count) => t('positionOf', { n, count })}
        onMove={async (from, to) => {
          const moved = await change(t('changeFieldOrder'), [{ op: 'move', file, path: at(), from, to }]);
          if (moved && selected !== null) setSelected(indexAfterMove(selected, from, to));
          return moved;
        }}
        removeLabel={(field) => t('removeField', { name: field })}
        onRemove={(index) => {
          setSelected(null);
          void change(t('changeFieldRemove'), [{ op: 'delete', file, path: at(index) }]);
        }}
      />
      <FieldErrors errors={errors.filter((error) => error.file === file && error.path === pathString(at()))} />
      <NewItem
        buttonLabel={t('addField')}
        fieldLabel={t('addFieldLabel')}
        icon={ListPlus}
        disabled={busy}
        onCreate={add}
      />
      {current ? <FieldDetails key={current.index} form={form} field={current} title={fieldName(current)} /> : null}
    </Panel>
  );
}
