// The side panel's calls to action and forms: each CTA with its kind (and "draft" when visitors do not
// get it yet), a new CTA made from its name, and the forms the pack has.
import { FilePlus2, MessageSquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEditor } from './editor-context.ts';
import { focusEditorHeading, NewItem } from './new-item.tsx';
import { KIND_LABEL, newCta, newForm } from './pack-ctas.ts';
import { uniqueKey } from './pack-model.ts';
import { useT } from './studio-strings.ts';

export type CtaSelection = { kind: 'cta' | 'form'; key: string };

interface CtaSidebarProps {
  entry: (kind: 'cta' | 'form', key: string, label: ReactNode) => ReactNode;
  onSelect: (selection: CtaSelection) => void;
}

export function CtaSidebar({ entry, onSelect }: CtaSidebarProps) {
  const t = useT();
  const { pack, busy, change, name } = useEditor();
  const kind = (action: string) => (action in KIND_LABEL ? t(KIND_LABEL[action as keyof typeof KIND_LABEL]) : action);

  const create = async (title: string) => {
    const key = uniqueKey(
      title,
      pack.ctas.map((c) => c.key),
      'cta',
    );
    const created = await change(t('changeCtaNew'), [
      { op: 'append', file: pack.ctaFile, path: [], value: newCta(key, title, pack.defaultLanguage) },
    ]);
    if (created) {
      onSelect({ kind: 'cta', key });
      focusEditorHeading('cta-heading');
    }
    return created;
  };
  const createForm = async (title: string) => {
    const key = uniqueKey(
      title,
      pack.forms.map((f) => f.key),
      'form',
    );
    const value = newForm(key, title, pack.defaultLanguage, {
      success: t('newFormSuccess'),
      error: t('newFormError'),
      email: t('newFormEmail'),
    });
    const created = await change(t('changeFormNew'), [{ op: 'append', file: pack.formFile, path: [], value }]);
    if (created) {
      onSelect({ kind: 'form', key });
      focusEditorHeading('form-heading');
    }
    return created;
  };

  return (
    <>
      <h2 className="studio-sidebar__title">{t('ctas')}</h2>
      {pack.ctas.length === 0 ? <p className="studio-hint">{t('noCtas')}</p> : null}
      <ul className="studio-list">
        {pack.ctas.map((cta) => (
          <li key={`${cta.file}:${String(cta.index)}`}>
            {entry(
              'cta',
              cta.key,
              <>
                {name(cta.name, cta.key)} <span className="studio-list__kind">{kind(cta.action)}</span>
                {cta.live ? null : <span className="studio-list__kind">{t('draft')}</span>}
              </>,
            )}
          </li>
        ))}
      </ul>
      <NewItem
        buttonLabel={t('newCta')}
        fieldLabel={t('newCtaName')}
        icon={MessageSquarePlus}
        disabled={busy}
        onCreate={create}
      />
      <h2 className="studio-sidebar__title">{t('forms')}</h2>
      {pack.forms.length === 0 ? <p className="studio-hint">{t('noForms')}</p> : null}
      <ul className="studio-list">
        {pack.forms.map((form) => (
          <li key={`${form.file}:${String(form.index)}`}>{entry('form', form.key, name(form.name, form.key))}</li>
        ))}
      </ul>
      <NewItem
        buttonLabel={t('newForm')}
        fieldLabel={t('newFormName')}
        icon={FilePlus2}
        disabled={busy}
        onCreate={createForm}
      />
    </>
  );
}
