// A form field's choices (radio, dropdown, checkboxes), in order, each a text in every language, and
// the field's value at first: a choice (or several), a ticked box, or a text.
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useEditor } from './editor-context.ts';
import { InlineSelect } from './inline-select.tsx';
import { NewItem } from './new-item.tsx';
import type { FieldModel, FormModel } from './pack-ctas.ts';
import { textIn } from './pack-model.ts';
import { PackCheck } from './pack-fields.tsx';
import { PackText } from './pack-text.tsx';
import { indexAfterMove, pathString } from './pack-values.ts';
import { ReorderList } from './reorder-list.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

interface FieldProps {
  form: FormModel;
  field: FieldModel;
}

const fieldPath = ({ form, field }: FieldProps, ...rest: (string | number)[]) => [
  form.index,
  'fields',
  field.index,
  ...rest,
];

export function FieldChoices(props: FieldProps) {
  const t = useT();
  const { pack, errors, busy, change, name } = useEditor();
  const [selected, setSelected] = useState<number | null>(null);
  const { file } = props.form;
  const at = (...rest: (string | number)[]) => fieldPath(props, 'choices', ...rest);
  const choices = props.field.choices.map((text, index) => ({ text, index }));
  const choiceName = (choice: (typeof choices)[number]) => name(choice.text, String(choice.index + 1));
  const current = choices.find((choice) => choice.index === selected);
  return (
    <div className="studio-form-field__choices">
      <h5 className="studio-label">{t('fieldChoices')}</h5>
      {choices.length === 0 ? <p className="studio-hint">{t('fieldNoChoices')}</p> : null}
      <ReorderList
        label={t('fieldChoices')}
        items={choices}
        name={choiceName}
        render={(choice) => (
          <button
            type="button"
            className="studio-text-button"
            aria-pressed={choice.index === selected}
            onClick={() => setSelected(choice.index)}
          >
            {choiceName(choice)}
          </button>
        )}
        position={(n, count) => t('positionOf', { n, count })}
        onMove={async (from, to) => {
          const moved = await change(t('changeChoices'), [{ op: 'move', file, path: at(), from, to }]);
          if (moved && selected !== null) setSelected(indexAfterMove(selected, from, to));
          return moved;
        }}
        removeLabel={(choice) => t('removeChoice', { name: choice })}
        onRemove={(index) => {
          setSelected(null);
          void change(t('changeChoices'), [{ op: 'delete', file, path: at(index) }]);
        }}
      />
      <FieldErrors errors={errorsAt(errors, file, pathString(at()))} />
      <NewItem
        buttonLabel={t('addChoice')}
        fieldLabel={t('addChoiceLabel', { language: pack.languages[0]?.name ?? pack.defaultLanguage })}
        icon={ListPlus}
        disabled={busy}
        onCreate={async (text) => {
          const added = await change(t('changeChoices'), [{ op: 'append', file, path: at(), value: text }]);
          if (added) setSelected(choices.length);
          return added;
        }}
      />
      {current ? (
        <PackText
          key={current.index}
          file={file}
          path={at(current.index)}
          value={current.text}
          label={t('choiceOf', { n: current.index + 1 })}
        />
      ) : null}
    </div>
  );
}

const TICKED = ['on', 'true', '1', 'yes', 'checked'];

/** What the field holds when the form opens. */
export function FieldDefault(props: FieldProps) {
  const t = useT();
  const { pack, errors, change } = useEditor();
  const { form, field } = props;
  const { file } = form;
  const path = fieldPath(props, 'default');
  const label = t('fieldDefault');
  const inDefault = (value: FieldModel['choices'][number]) =>
    textIn(value, pack.defaultLanguage, pack.defaultLanguage) ?? '';
  const current = Array.isArray(field.default) ? field.default.map(inDefault) : [inDefault(field.default)];
  const write = (value: string | string[] | null) =>
    void change(t('changeField', { field: label }), [
      value === null ? { op: 'delete', file, path } : { op: 'set', file, path, value },
    ]);

  if (field.type === 'checkbox') {
    return (
      <PackCheck
        file={file}
        path={path}
        label={t('fieldTicked')}
        checked={TICKED.includes((current[0] ?? '').toLowerCase())}
        value={(on) => (on ? 'on' : null)}
      />
    );
  }
  const choices = field.choices.map(inDefault).filter(Boolean);
  if (field.type === 'checkboxes') {
    return (
      <fieldset className="studio-text-fields">
        <legend className="studio-label">{label}</legend>
        {choices.map((choice) => (
          <label key={choice} className="studio-check">
            <input
              type="checkbox"
              className="studio-check__box"
              checked={current.includes(choice)}
              onChange={(event) => {
                const next = choices.filter((c) => (c === choice ? event.target.checked : current.includes(c)));
                // Unticking the last one removes the key (it was there: something was ticked).
                write(next.length > 0 ? next : null);
              }}
            />
            {choice}
          </label>
        ))}
        <FieldErrors errors={errorsAt(errors, file, pathString(path))} />
      </fieldset>
    );
  }
  if (field.type === 'radio' || field.type === 'dropdown') {
    return (
      <div>
        <InlineSelect label={label} value={current[0] ?? ''} onChange={(value) => write(value === '' ? null : value)}>
          <option value="">{t('fieldNoDefault')}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </InlineSelect>
        <FieldErrors errors={errorsAt(errors, file, pathString(path))} />
      </div>
    );
  }
  return <PackText file={file} path={path} value={Array.isArray(field.default) ? null : field.default} label={label} />;
}
