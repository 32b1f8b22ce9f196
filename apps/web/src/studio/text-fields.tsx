// One translatable field, every language of the pack side by side: a missing translation is marked
// (and says which text visitors see instead). A value is written when the field is left or Enter is
// pressed, so one edit is one undo step.
import { useId, useState } from 'react';
import type { StudioError } from '@meridian/contracts/studio';
import { textIn, type Language, type Text } from './pack-model.ts';
import { useT } from './studio-strings.ts';

interface TextFieldsProps {
  label: string;
  value: Text;
  languages: Language[];
  defaultLanguage: string;
  multiline?: boolean;
  errors: StudioError[];
  onCommit: (language: string, value: string) => void;
}

function LanguageInput({
  language,
  initial,
  multiline,
  describedBy,
  label,
  onCommit,
}: {
  language: Language;
  initial: string;
  multiline: boolean;
  describedBy: string | undefined;
  label: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [seen, setSeen] = useState(initial);
  // The value sent last: what the pack says back next, not a reason to drop what was typed since.
  const [sent, setSent] = useState<string | null>(null);
  // A new value from the pack (undo, another field) replaces the draft.
  if (seen !== initial) {
    setSeen(initial);
    if (sent === null || draft === sent) setDraft(initial);
    setSent(null);
  }
  const commit = () => {
    if (draft === initial || draft === sent) return;
    setSent(draft);
    onCommit(draft);
  };
  const common = {
    className: 'studio-input',
    value: draft,
    lang: language.code,
    dir: language.rtl ? 'rtl' : 'ltr',
    'aria-label': `${label} (${language.name})`,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: commit,
  };
  return multiline ? (
    <textarea {...common} rows={3} />
  ) : (
    <input
      {...common}
      type="text"
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}

export function TextFields({
  label,
  value,
  languages,
  defaultLanguage,
  multiline = false,
  errors,
  onCommit,
}: TextFieldsProps) {
  const t = useT();
  const id = useId();
  const defaultName = languages.find((l) => l.code === defaultLanguage)?.name ?? defaultLanguage;
  // An empty optional field is not missing anywhere; once one language has it, the others are marked.
  const written = languages.some((language) => Boolean(textIn(value, language.code, defaultLanguage)));
  return (
    <fieldset className="studio-text-fields">
      <legend className="studio-label">{label}</legend>
      <div className="studio-text-fields__grid">
        {languages.map((language) => {
          const own = textIn(value, language.code, defaultLanguage);
          const missing = written && (own === null || own === '');
          const hintId = `${id}-${language.code}-hint`;
          return (
            <div key={language.code} className="studio-text-fields__cell">
              <span className="studio-text-fields__language">
                {language.name}
                {missing ? (
                  <span className="studio-badge studio-badge--missing" id={hintId}>
                    {t('missing')}
                    <span className="visually-hidden">
                      {' '}
                      {language.code === defaultLanguage ? '' : t('missingHint', { language: defaultName })}
                    </span>
                  </span>
                ) : null}
              </span>
              <LanguageInput
                language={language}
                initial={own ?? ''}
                multiline={multiline}
                label={label}
                describedBy={missing ? hintId : undefined}
                onCommit={(text) => onCommit(language.code, text)}
              />
            </div>
          );
        })}
      </div>
      <FieldErrors errors={errors} />
    </fieldset>
  );
}

/** Errors beside a field, each with the file:line `meridian validate` prints. */
export function FieldErrors({ errors }: { errors: StudioError[] }) {
  if (errors.length === 0) return null;
  return (
    <ul className="studio-field-errors">
      {errors.map((error) => (
        <li key={`${error.file}:${String(error.line)}:${error.path}:${error.message}`}>
          {error.message}{' '}
          <code>
            {error.file}
            {error.line === null ? '' : `:${String(error.line)}`}
          </code>
        </li>
      ))}
    </ul>
  );
}

/** The errors at a YAML path of a file or below it (`[2].title` holds `[2].title.fr-ca`). */
export function errorsAt(errors: StudioError[], file: string, path: string): StudioError[] {
  return errors.filter(
    (error) =>
      error.file === file &&
      (error.path === path || error.path.startsWith(`${path}.`) || error.path.startsWith(`${path}[`)),
  );
}
