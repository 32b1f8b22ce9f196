// Fields of the pack that are not translated texts: a yes/no flag, a plain one-line value (a key, an
// address) and a whole number. Each writes one change, with the validation errors at its path beside it.
import { useId, useState } from 'react';
import { useEditor } from './editor-context.ts';
import { pathString, type YamlPath } from './pack-values.ts';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

interface FieldAt {
  file: string;
  path: YamlPath;
  label: string;
  hint?: string;
}

interface PackCheckProps extends FieldAt {
  checked: boolean;
  /** What ticking writes (null: the key is removed); by default true and false. */
  value?: (on: boolean) => unknown;
}

/** A flag of the pack (`live`, `required`…) as a checkbox: ticked or not is one change. */
export function PackCheck({ file, path, label, hint, checked, value = (on) => on }: PackCheckProps) {
  const t = useT();
  const id = useId();
  const { errors, busy, change } = useEditor();
  // The box shows the author's click at once; the pack's answer (or a refusal) then decides.
  const [shown, setShown] = useState(checked);
  const [seen, setSeen] = useState(checked);
  if (seen !== checked) {
    setSeen(checked);
    setShown(checked);
  }
  return (
    <div className="studio-check">
      <input
        id={id}
        type="checkbox"
        className="studio-check__box"
        checked={shown}
        disabled={busy}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const on = event.target.checked;
          const written = value(on);
          setShown(on);
          void change(t('changeField', { field: label }), [
            written === null ? { op: 'delete', file, path } : { op: 'set', file, path, value: written },
          ]).then((done) => {
            if (!done) setShown(checked);
          });
        }}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="studio-hint studio-check__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldErrors errors={errorsAt(errors, file, pathString(path))} />
    </div>
  );
}

interface PlainFieldProps extends FieldAt {
  value: string;
  /** What an emptied field writes: null removes the key (the format's default), else the text. */
  emptyMeans?: 'delete' | 'text';
  type?: 'text' | 'url' | 'number';
  /** Reads the typed text into the value to write; null: not written (the draft stays, unsent). */
  parse?: (text: string) => unknown;
}

const asText = (text: string): unknown => text;

/** One plain value written when the field is left or Enter is pressed (one undo step). */
export function PlainField(props: PlainFieldProps) {
  const { file, path, label, hint, value, emptyMeans = 'text', type = 'text', parse = asText } = props;
  const t = useT();
  const id = useId();
  const { errors, change } = useEditor();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // A new value from the pack (undo, another edit) replaces the draft.
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft === value) return;
    const written = draft.trim() === '' && emptyMeans === 'delete' ? undefined : parse(draft.trim());
    if (written === null) return;
    const label = t('changeField', { field: props.label });
    if (written === undefined) void change(label, [{ op: 'delete', file, path }], { waitTurn: true });
    else void change(label, [{ op: 'set', file, path, value: written }], { waitTurn: true });
  };
  const fieldErrors = errorsAt(errors, file, pathString(path));
  return (
    <div className="studio-plain-field">
      <label htmlFor={id} className="studio-label">
        {label}
      </label>
      {hint ? (
        <p className="studio-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="studio-input"
        type={type}
        inputMode={type === 'number' ? 'numeric' : undefined}
        value={draft}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={fieldErrors.length > 0 || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <FieldErrors errors={fieldErrors} />
    </div>
  );
}
