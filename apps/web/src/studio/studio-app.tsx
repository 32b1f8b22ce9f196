// The Studio's screen: the pack's scenes and tours on the side, the chosen one in the middle, the
// history and Save on top, every validation problem listed with its file:line.
import { CircleAlert, CircleCheck, ExternalLink, Redo2, Save, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { brandStyle } from '../lib/brand-tokens.ts';
import { setDocumentLanguage } from '../lib/document-language.ts';
import { IconButton } from '../components/icon-button.tsx';
import { CtaEditor } from './cta-editor.tsx';
import { EditorContext, type Editor } from './editor-context.ts';
import { FormEditor } from './form-editor.tsx';
import { GroupEditor } from './group-editor.tsx';
import { allGroups } from './pack-groups.ts';
import { readPack } from './pack-model.ts';
import { SceneEditor } from './scene-editor.tsx';
import { studioApi } from './studio-api.ts';
import { InlineSelect } from './inline-select.tsx';
import { StudioSidebar, type Selection } from './studio-sidebar.tsx';
import { TranslateContext, translator, type StudioLanguage } from './studio-strings.ts';
import { TourEditor } from './tour-editor.tsx';
import { useStudio } from './use-studio.ts';

// The map editor brings MapLibre: fetched when the map is first opened, not with the Studio.
const MapEditor = lazy(() => import('./map/map-editor.tsx'));

/** The Studio's own colour (Meridian blue), through the design system's brand tokens. */
const STUDIO_BRAND = brandStyle('#1f4f8f');

export function StudioApp({ initialLanguage }: { initialLanguage: StudioLanguage }) {
  const [language, setLanguage] = useState<StudioLanguage>(initialLanguage);
  const t = useMemo(() => translator(language), [language]);
  const studio = useStudio();
  const [selection, setSelection] = useState<Selection>(null);
  const pack = useMemo(() => (studio.state ? readPack(studio.state) : null), [studio.state]);
  const uiLanguage = language === 'fr' ? (pack?.languages.find((l) => l.code.startsWith('fr'))?.code ?? 'fr') : 'en';
  const { state, busy, change, report, run } = studio;
  const save = useCallback(() => run(studioApi.save, true), [run]);
  const editor = useMemo<Editor | null>(
    () =>
      state && pack
        ? {
            state,
            pack,
            errors: state.errors,
            uiLanguage,
            busy,
            preview: state.preview,
            previewCtas: state.previewCtas ?? {},
            unsaved: state.unsaved,
            save,
            change,
            report,
          }
        : null,
    [state, pack, uiLanguage, busy, change, report, save],
  );

  // The header's height, for the side panel that scrolls on its own beneath it (studio.css): a long
  // list of places would otherwise carry the editor out of view.
  const header = useRef<HTMLElement>(null);
  const loaded = state !== null;
  useEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      element.parentElement?.style.setProperty('--studio-header-size', `${String(element.offsetHeight)}px`);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

  useEffect(() => {
    setDocumentLanguage({ lang: language });
    document.title = pack ? `${pack.name} — ${t('studio')}` : t('studio');
  }, [language, pack, t]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inField = event.target instanceof HTMLElement && event.target.closest('input, textarea, select');
      if (inField || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault();
      void studio.run(event.shiftKey ? studioApi.redo : studioApi.undo, true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [studio]);

  if (!state || !pack || !editor) {
    return (
      <main className="studio-loading">
        <p role="status">{studio.failure ? t('failed', { message: studio.failure }) : t('loading')}</p>
      </main>
    );
  }
  const scene = selection?.kind === 'scene' ? pack.scenes.find((s) => s.key === selection.key) : undefined;
  const tour = selection?.kind === 'tour' ? pack.tours.find((s) => s.key === selection.key) : undefined;
  const group = selection?.kind === 'group' ? allGroups(pack.groups).find((g) => g.key === selection.key) : undefined;
  const cta = selection?.kind === 'cta' ? pack.ctas.find((c) => c.key === selection.key) : undefined;
  const form = selection?.kind === 'form' ? pack.forms.find((f) => f.key === selection.key) : undefined;

  return (
    <TranslateContext.Provider value={t}>
      <EditorContext.Provider value={editor}>
        <div className="studio" style={STUDIO_BRAND}>
          <header ref={header} className="studio-header">
            <div className="studio-header__name">
              <span className="studio-header__product">{t('studio')}</span>
              <h1 className="studio-header__pack">{pack.name}</h1>
            </div>
            <div className="studio-header__actions">
              <IconButton
                icon={Undo2}
                tone="surface"
                label={state.undo ? t('undoNamed', { name: state.undo }) : t('undo')}
                disabled={!state.undo || studio.busy}
                onClick={() => void studio.run(studioApi.undo, true)}
              />
              <IconButton
                icon={Redo2}
                tone="surface"
                label={state.redo ? t('redoNamed', { name: state.redo }) : t('redo')}
                disabled={!state.redo || studio.busy}
                onClick={() => void studio.run(studioApi.redo, true)}
              />
              <span className="studio-hint" role="status">
                {state.unsaved.length > 0 ? t('unsaved', { count: state.unsaved.length }) : t('allSaved')}
              </span>
              <Button
                icon={Save}
                size="sm"
                disabled={state.unsaved.length === 0}
                onClick={() => void studio.run(studioApi.save, true)}
              >
                {t('save')}
              </Button>
              {state.preview ? (
                <a className="studio-link" href={state.preview} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" size={16} /> {t('preview')}
                </a>
              ) : null}
              <InlineSelect
                label={t('language')}
                hideLabel
                value={language}
                onChange={(value) => setLanguage(value === 'fr' ? 'fr' : 'en')}
              >
                <option value="en" lang="en">
                  English
                </option>
                <option value="fr" lang="fr">
                  Français
                </option>
              </InlineSelect>
            </div>
          </header>

          <StudioSidebar selection={selection} onSelect={setSelection} />

          <main className="studio-main">
            {studio.failure ? (
              <p className="studio-failure" role="alert">
                {t('failed', { message: studio.failure })}
              </p>
            ) : null}
            {state.previewProblem ? (
              <p className="studio-failure" role="status">
                {t('previewFailed', { message: state.previewProblem })}
              </p>
            ) : null}
            {scene ? (
              <SceneEditor key={scene.key} scene={scene} />
            ) : tour ? (
              <TourEditor key={tour.key} tour={tour} />
            ) : group ? (
              <GroupEditor
                key={group.key}
                group={group}
                onSelect={(key) => setSelection(key === null ? null : { kind: 'group', key })}
              />
            ) : selection?.kind === 'map' || selection?.kind === 'place' ? (
              <Suspense fallback={<p className="studio-hint studio-main__empty">{t('mapLoading')}</p>}>
                <MapEditor placeKey={selection.kind === 'place' ? selection.key : null} />
              </Suspense>
            ) : cta ? (
              <CtaEditor key={cta.key} cta={cta} onSelect={setSelection} />
            ) : form ? (
              <FormEditor key={form.key} form={form} onSelect={setSelection} />
            ) : (
              <p className="studio-hint studio-main__empty">{t('emptyEditor')}</p>
            )}
          </main>

          <aside className="studio-problems" aria-labelledby="problems-heading" data-count={state.errors.length}>
            <h2 id="problems-heading" className="studio-problems__title">
              {state.errors.length === 0 ? (
                <>
                  <CircleCheck aria-hidden="true" size={18} /> {t('noErrors')}
                </>
              ) : (
                <>
                  <CircleAlert aria-hidden="true" size={18} /> {t('errors', { count: state.errors.length })}
                </>
              )}
            </h2>
            {state.errors.length > 0 ? (
              <ul className="studio-problems__list">
                {state.errors.map((error) => (
                  <li key={`${error.file}:${String(error.line)}:${error.path}:${error.message}`}>
                    <code>
                      {error.file}
                      {error.line === null ? '' : `:${String(error.line)}`}
                    </code>{' '}
                    {error.path ? <code>{error.path}</code> : null} {error.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </aside>
        </div>
      </EditorContext.Provider>
    </TranslateContext.Provider>
  );
}
