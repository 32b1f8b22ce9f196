// A translatable field of the pack at a YAML path: every language side by side (text-fields.tsx),
// the validation errors at that path beside it, and each commit written as one change.
import { textOperations, type Text } from './pack-model.ts';
import { pathString, text, valueAt, type YamlPath } from './pack-values.ts';
import { useEditor } from './editor-context.ts';
import { errorsAt, TextFields } from './text-fields.tsx';
import { useT } from './studio-strings.ts';

interface PackTextProps {
  file: string;
  path: YamlPath;
  value: Text;
  label: string;
  multiline?: boolean;
}

export function PackText({ file, path, value, label, multiline = false }: PackTextProps) {
  const t = useT();
  const { pack, errors, change } = useEditor();
  return (
    <TextFields
      label={label}
      value={value}
      languages={pack.languages}
      defaultLanguage={pack.defaultLanguage}
      multiline={multiline}
      errors={errorsAt(errors, file, pathString(path))}
      onCommit={(language, written) =>
        // Made at its turn from the texts as they are then: a translation written right after the
        // default language's text keeps that text.
        void change(
          t('changeText', { field: label }),
          (state) =>
            textOperations(file, path, text(valueAt(state.files, file, path)), language, pack.defaultLanguage, written),
          { waitTurn: true },
        )
      }
    />
  );
}
