// One call to action (ctas.yaml): its kind, whether visitors get it, when it shows, its texts in every
// language and what the kind holds (a notice's blocks, a form, a link), beside the live preview of
// the modal as visitors get it (cta-preview.tsx).
import { useState } from 'react';
import { EditorHead } from './editor-head.tsx';
import { SegmentedControl } from '../components/segmented-control.tsx';
import { CtaFormChoice } from './cta-form-choice.tsx';
import { CtaNotice } from './cta-notice.tsx';
import { CtaPreview } from './cta-preview.tsx';
import { CtaTiming } from './cta-timing.tsx';
import { useEditor } from './editor-context.ts';
import { actionOperations, CTA_ACTIONS, KIND_LABEL, newForm, type CtaAction, type CtaModel } from './pack-ctas.ts';
import { PackCheck } from './pack-fields.tsx';
import { uniqueKey } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { useT } from './studio-strings.ts';
import './cta-editor.css';

interface CtaEditorProps {
  cta: CtaModel;
  onSelect: (selection: { kind: 'cta' | 'form'; key: string } | null) => void;
}

const isAction = (value: string): value is CtaAction => (CTA_ACTIONS as readonly string[]).includes(value);

export function CtaEditor({ cta, onSelect }: CtaEditorProps) {
  const t = useT();
  const { pack, change, name } = useEditor();
  // The kind chosen shows at once, until the pack's answer (or a refusal) says what it is.
  const [pending, setPending] = useState<CtaAction | null>(null);
  const { file } = cta;
  const at = (...rest: string[]) => [cta.index, ...rest];

  const changeKind = (action: CtaAction) => {
    if (action === cta.action) return;
    setPending(action);
    void kindChange(action).finally(() => setPending(null));
  };
  const kindChange = (action: CtaAction) => {
    const first = pack.forms[0]?.key ?? null;
    if (action !== 'form' || first !== null) return change(t('changeCtaKind'), actionOperations(cta, action, first));
    // The pack has no form yet: one is made, named after the CTA, in the same change.
    const label = name(cta.name, cta.key);
    const key = uniqueKey(
      label,
      pack.forms.map((f) => f.key),
      'form',
    );
    const form = newForm(key, label, pack.defaultLanguage, {
      success: t('newFormSuccess'),
      error: t('newFormError'),
      email: t('newFormEmail'),
    });
    return change(t('changeCtaKind'), [
      { op: 'append', file: pack.formFile, path: [], value: form },
      ...actionOperations(cta, action, key),
    ]);
  };

  return (
    <section className="studio-editor studio-cta-editor" aria-labelledby="cta-heading">
      <EditorHead
        headingId="cta-heading"
        title={name(cta.name, cta.key)}
        itemKey={cta.key}
        change={t('changeCtaDelete', { name: name(cta.name, cta.key) })}
        deleteLabel={t('deleteCta')}
        operations={[{ op: 'delete', file, path: [cta.index] }]}
        onDeleted={() => onSelect(null)}
      />
      <div className="studio-cta">
        <div className="studio-cta__fields">
          <Panel title={t('ctaWhat')}>
            {isAction(cta.action) ? (
              <SegmentedControl
                legend={t('ctaKind')}
                showLegend
                options={CTA_ACTIONS.map((action) => ({ value: action, label: t(KIND_LABEL[action]) }))}
                value={pending ?? cta.action}
                onChange={changeKind}
              />
            ) : (
              <p className="studio-hint">{t('ctaKindUnknown', { kind: cta.action })}</p>
            )}
            <PackCheck file={file} path={at('live')} label={t('ctaLive')} hint={t('ctaLiveHint')} checked={cta.live} />
            <PackText file={file} path={at('name')} value={cta.name} label={t('ctaName')} />
            <PackText file={file} path={at('title')} value={cta.title} label={t('ctaTitle')} />
          </Panel>
          <CtaTiming cta={cta} />
          {cta.action === 'notice' ? <CtaNotice cta={cta} /> : null}
          {cta.action === 'form' ? <CtaFormChoice cta={cta} onSelect={onSelect} /> : null}
          {cta.action === 'external_link' ? (
            <Panel title={t('ctaLink')} hint={t('ctaLinkHint')}>
              <PackText file={file} path={at('text')} value={cta.text} label={t('linkText')} />
              <PackText file={file} path={at('url')} value={cta.url} label={t('linkUrl')} />
            </Panel>
          ) : null}
        </div>
        <CtaPreview ctaKey={cta.key} />
      </div>
    </section>
  );
}
