// One field of a form: its label and help text in every language, its key (the name its answer is
// stored under), its type, whether it is required, its choices and what it holds at first.
import { formFieldType, type FormFieldType } from '@meridian/contracts/ctas';
import { useEditor } from './editor-context.ts';
import { FieldChoices, FieldDefault } from './field-choices.tsx';
import { InlineSelect } from './inline-select.tsx';
import { CHOICE_TYPES, type FieldModel, type FormModel } from './pack-ctas.ts';
import { PackCheck, PlainField } from './pack-fields.tsx';
import { PackText } from './pack-text.tsx';
import { pathString } from './pack-values.ts';
import { useT, type StudioStringKey, type Translate } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

const FIELD_TYPE_LABEL: Record<FormFieldType, StudioStringKey> = {
  singleline: 'fieldSingleline',
  multiline: 'fieldMultiline',
  email: 'fieldEmail',
  number: 'fieldNumber',
  checkboxes: 'fieldCheckboxes',
  checkbox: 'fieldCheckbox',
  radio: 'fieldRadio',
  hidden: 'fieldHidden',
  date: 'fieldDate',
  dropdown: 'fieldDropdown',
  phone: 'fieldPhone',
};

const isFieldType = (type: string): type is FormFieldType => (formFieldType.options as string[]).includes(type);

export function fieldTypeLabel(t: Translate, type: string): string {
  return isFieldType(type) ? t(FIELD_TYPE_LABEL[type]) : type;
}

interface FieldDetailsProps {
  form: FormModel;
  field: FieldModel;
  title: string;
}

export function FieldDetails({ form, field, title }: FieldDetailsProps) {
  const t = useT();
  const { errors, change } = useEditor();
  const { file } = form;
  const at = (...rest: (string | number)[]) => [form.index, 'fields', field.index, ...rest];
  return (
    <div className="studio-hotspot-details studio-form-field" role="group" aria-labelledby="form-field-heading">
      <h4 id="form-field-heading" className="studio-form-field__title" tabIndex={-1}>
        {t('fieldOf', { n: field.index + 1, count: form.fields.length, name: title })}
      </h4>
      <PackText file={file} path={at('label')} value={field.label} label={t('fieldLabel')} />
      <div className="studio-form-field__row">
        <InlineSelect
          label={t('fieldType')}
          value={field.type}
          onChange={(type) =>
            void change(t('changeField', { field: t('fieldType') }), [
              { op: 'set', file, path: at('type'), value: type },
            ])
          }
        >
          {isFieldType(field.type) ? null : <option value={field.type}>{field.type}</option>}
          {formFieldType.options.map((type) => (
            <option key={type} value={type}>
              {t(FIELD_TYPE_LABEL[type])}
            </option>
          ))}
        </InlineSelect>
        <PackCheck file={file} path={at('required')} label={t('fieldRequired')} checked={field.required} />
      </div>
      <FieldErrors errors={errorsAt(errors, file, pathString(at('type')))} />
      <PlainField file={file} path={at('key')} label={t('fieldKey')} hint={t('fieldKeyHint')} value={field.key} />
      {CHOICE_TYPES.includes(field.type) || field.choices.length > 0 ? (
        <FieldChoices form={form} field={field} />
      ) : null}
      <FieldDefault form={form} field={field} />
      <PackText file={file} path={at('help_text')} value={field.helpText} label={t('fieldHelp')} />
    </div>
  );
}
