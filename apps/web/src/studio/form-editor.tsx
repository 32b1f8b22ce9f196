// One form (forms.yaml): its texts in every language, its image, how it is shown (in the modal, or as
// the hosted page in a frame) and its fields (form-fields.tsx). Inside a form CTA's editor it is one
// more panel; chosen alone, it has its own heading and the preview of a CTA that shows it.
import { EditorHead } from './editor-head.tsx';
import { CtaPreview } from './cta-preview.tsx';
import { useEditor } from './editor-context.ts';
import { FormFields } from './form-fields.tsx';
import { ImageField } from './image-field.tsx';
import { ctasShowing, type FormModel } from './pack-ctas.ts';
import { PackCheck, PlainField } from './pack-fields.tsx';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { useT } from './studio-strings.ts';
import './cta-editor.css';

interface FormEditorProps {
  form: FormModel;
  onSelect: (selection: { kind: 'cta' | 'form'; key: string } | null) => void;
  /** Inside the editor of a CTA that shows it. */
  embedded?: boolean;
}

function FormBody({ form }: { form: FormModel }) {
  const t = useT();
  const { file } = form;
  const at = (...rest: string[]) => [form.index, ...rest];
  return (
    <>
      <Panel title={t('formTexts')}>
        <PackText file={file} path={at('title')} value={form.title} label={t('formTitle')} />
        <PackText file={file} path={at('name')} value={form.name} label={t('formName')} />
        <PackText file={file} path={at('paragraph')} value={form.paragraph} label={t('formParagraph')} multiline />
        <PackText file={file} path={at('submit_button_text')} value={form.submitButtonText} label={t('formSubmit')} />
        <PackText file={file} path={at('success_message')} value={form.successMessage} label={t('formSuccess')} />
        <PackText file={file} path={at('error_message')} value={form.errorMessage} label={t('formError')} />
        <ImageField
          label={t('formImage')}
          file={file}
          path={at('image')}
          value={form.image}
          noneLabel={t('imageNone')}
        />
      </Panel>
      <FormFields form={form} />
      <Panel title={t('formShown')}>
        <PackCheck
          file={file}
          path={at('hosted')}
          label={t('formHosted')}
          hint={t('formHostedHint')}
          checked={form.hosted}
        />
        <PlainField
          file={file}
          path={at('post_redirect_page')}
          label={t('formRedirect')}
          hint={t('formRedirectHint')}
          type="url"
          value={form.postRedirectPage ?? ''}
          emptyMeans="delete"
        />
      </Panel>
    </>
  );
}

export function FormEditor({ form, onSelect, embedded: inCta = false }: FormEditorProps) {
  const t = useT();
  const { pack, name } = useEditor();
  if (inCta) return <FormBody form={form} />;
  const showing = ctasShowing(pack.ctas, form.key);
  return (
    <section className="studio-editor studio-cta-editor" aria-labelledby="form-heading">
      <EditorHead
        headingId="form-heading"
        title={name(form.name, form.key)}
        itemKey={form.key}
        change={t('changeFormDelete', { name: name(form.name, form.key) })}
        deleteLabel={t('deleteForm')}
        deleteDisabled={showing.length > 0}
        operations={[{ op: 'delete', file: form.file, path: [form.index] }]}
        onDeleted={() => onSelect(null)}
      />
      <p className="studio-hint">
        {showing.length > 0
          ? t('formShownBy', { names: showing.map((c) => name(c.name, c.key)).join(', ') })
          : t('formUnused')}
      </p>
      <div className="studio-cta">
        <div className="studio-cta__fields">
          <FormBody form={form} />
        </div>
        {showing[0] ? <CtaPreview ctaKey={showing[0].key} /> : null}
      </div>
    </section>
  );
}
