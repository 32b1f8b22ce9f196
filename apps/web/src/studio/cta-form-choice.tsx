// A form CTA: which of the pack's forms it shows (or a new one), and that form edited in place, since
// the modal is the form. A form shown by other CTAs too says so: an edit changes all of them.
import { FilePlus2 } from 'lucide-react';
import { useEditor } from './editor-context.ts';
import { FormEditor } from './form-editor.tsx';
import { InlineSelect } from './inline-select.tsx';
import { NewItem } from './new-item.tsx';
import { ctasShowing, newForm, type CtaModel } from './pack-ctas.ts';
import { uniqueKey } from './pack-model.ts';
import { pathString } from './pack-values.ts';
import { Panel } from './panel.tsx';
import { useT } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

interface CtaFormChoiceProps {
  cta: CtaModel;
  onSelect: (selection: { kind: 'cta' | 'form'; key: string } | null) => void;
}

export function CtaFormChoice({ cta, onSelect }: CtaFormChoiceProps) {
  const t = useT();
  const { pack, errors, busy, change, name } = useEditor();
  const path = [cta.index, 'form'];
  const form = pack.forms.find((f) => f.key === cta.form);
  const others = form ? ctasShowing(pack.ctas, form.key).filter((c) => c.key !== cta.key) : [];
  const keys = pack.forms.map((f) => f.key);

  const create = async (title: string) => {
    const key = uniqueKey(title, keys, 'form');
    const value = newForm(key, title, pack.defaultLanguage, {
      success: t('newFormSuccess'),
      error: t('newFormError'),
      email: t('newFormEmail'),
    });
    return change(t('changeFormNew'), [
      { op: 'append', file: pack.formFile, path: [], value },
      { op: 'set', file: cta.file, path, value: key },
    ]);
  };

  return (
    <>
      <Panel title={t('ctaForm')}>
        <div className="studio-add-stop">
          <InlineSelect
            label={t('ctaFormChoice')}
            value={cta.form}
            onChange={(key) =>
              void change(t('changeField', { field: t('ctaFormChoice') }), [
                { op: 'set', file: cta.file, path, value: key },
              ])
            }
          >
            {form ? null : <option value={cta.form}>{cta.form || t('formNone')}</option>}
            {pack.forms.map((f) => (
              <option key={f.key} value={f.key}>
                {name(f.name, f.key)}
              </option>
            ))}
          </InlineSelect>
          <NewItem
            buttonLabel={t('newForm')}
            fieldLabel={t('newFormName')}
            icon={FilePlus2}
            disabled={busy}
            onCreate={create}
          />
        </div>
        <FieldErrors errors={errorsAt(errors, cta.file, pathString(path))} />
        {others.length > 0 ? (
          <p className="studio-hint">{t('formShared', { names: others.map((c) => name(c.name, c.key)).join(', ') })}</p>
        ) : null}
      </Panel>
      {form ? <FormEditor form={form} onSelect={onSelect} embedded /> : null}
    </>
  );
}
