// The Studio's screen: the pack's scenes and tours on the side, the chosen one in the middle, the
// history and Save on top, every validation problem listed with its file:line.
import { CircleAlert, CircleCheck, ExternalLink, ImagePlus, Plus, Redo2, Save, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Button } from '../components/button.tsx';
import { brandStyle } from '../lib/brand-tokens.ts';
import { IconButton } from '../components/icon-button.tsx';
import { displayText, readPack, uniqueKey } from './pack-model.ts';
import { SceneEditor } from './scene-editor.tsx';
import { studioApi } from './studio-api.ts';
import { InlineSelect } from './inline-select.tsx';
import { TranslateContext, translator, type StudioLanguage } from './studio-strings.ts';
import { TourEditor } from './tour-editor.tsx';
import { useStudio } from './use-studio.ts';

/** The Studio's own colour (Meridian blue), through the design system's brand tokens. */
const STUDIO_BRAND = brandStyle('#1f4f8f');

type Selection = { kind: 'scene' | 'tour'; key: string } | null;

export function StudioApp({ initialLanguage }: { initialLanguage: StudioLanguage }) {
  const [language, setLanguage] = useState<StudioLanguage>(initialLanguage);
  const t = useMemo(() => translator(language), [language]);
  const studio = useStudio();
  const [selection, setSelection] = useState<Selection>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pack = useMemo(() => (studio.state ? readPack(studio.state) : null), [studio.state]);
  const uiLanguage = language === 'fr' ? (pack?.languages.find((l) => l.code.startsWith('fr'))?.code ?? 'fr') : 'en';

  useEffect(() => {
    document.documentElement.lang = language;
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

  if (!studio.state || !pack) {
    return (
      <main className="studio-loading">
        <p role="status">{studio.failure ? t('failed', { message: studio.failure }) : t('loading')}</p>
      </main>
    );
  }
  const { state } = studio;
  const addPanoramas = async (files: File[]) => {
    let keys = pack.scenes.map((s) => s.key);
    for (const file of files) {
      setUploading(file.name);
      try {
        const media = await studioApi.upload(file);
        const words =
          file.name
            .replace(/\.[^.]+$/, '')
            .replace(/[-_]+/g, ' ')
            .trim() || 'Scene';
        const title = words.charAt(0).toUpperCase() + words.slice(1);
        const key = uniqueKey(title, keys, 'scene');
        keys = [...keys, key];
        const scene = { key, type: 'panorama', title, panorama: media.path };
        if (
          await studio.change(t('changeAdd', { name: title }), [
            { op: 'append', file: pack.sceneFile, path: [], value: scene },
          ])
        ) {
          setSelection({ kind: 'scene', key });
        }
      } catch (error) {
        await studio.run(() => Promise.reject(error instanceof Error ? error : new Error(String(error))));
      }
    }
    setUploading(null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    void addPanoramas([...event.dataTransfer.files].filter((file) => file.type.startsWith('image/')));
  };
  const newTour = async () => {
    const first = pack.scenes[0];
    if (!first) return;
    const key = uniqueKey(
      t('newTour'),
      pack.tours.map((tour) => tour.key),
      'tour',
    );
    const tour = { key, title: { [pack.defaultLanguage]: t('newTour') }, scenes: [first.key] };
    if (await studio.change(t('changeTour'), [{ op: 'append', file: pack.tourFile, path: [], value: tour }])) {
      setSelection({ kind: 'tour', key });
    }
  };
  const scene = selection?.kind === 'scene' ? pack.scenes.find((s) => s.key === selection.key) : undefined;
  const tour = selection?.kind === 'tour' ? pack.tours.find((s) => s.key === selection.key) : undefined;
  const name = (title: Parameters<typeof displayText>[0], key: string) =>
    displayText(title, uiLanguage, pack.defaultLanguage, key);

  return (
    <TranslateContext.Provider value={t}>
      <div className="studio" style={STUDIO_BRAND}>
        <header className="studio-header">
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

        <nav className="studio-sidebar" aria-label={t('studio')}>
          <h2 className="studio-sidebar__title">{t('scenes')}</h2>
          {pack.scenes.length === 0 ? <p className="studio-hint">{t('noScenes')}</p> : null}
          <ul className="studio-list">
            {pack.scenes.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  className="studio-list__item"
                  aria-current={scene?.key === s.key ? 'true' : undefined}
                  onClick={() => setSelection({ kind: 'scene', key: s.key })}
                >
                  {name(s.title, s.key)}
                </button>
              </li>
            ))}
          </ul>
          <div
            className="studio-drop"
            data-active={dropActive || undefined}
            data-testid="studio-drop"
            onDragOver={(event) => {
              event.preventDefault();
              setDropActive(true);
            }}
            onDragLeave={() => setDropActive(false)}
            onDrop={onDrop}
          >
            <ImagePlus aria-hidden="true" size={24} />
            <p className="studio-drop__title">{t('dropPanoramas')}</p>
            <p className="studio-hint">{uploading ? t('uploading', { name: uploading }) : t('dropHint')}</p>
            <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
              {t('chooseFiles')}
            </Button>
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => void addPanoramas([...(event.target.files ?? [])])}
            />
          </div>

          <h2 className="studio-sidebar__title">{t('tours')}</h2>
          {pack.tours.length === 0 ? <p className="studio-hint">{t('noTours')}</p> : null}
          <ul className="studio-list">
            {pack.tours.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  className="studio-list__item"
                  aria-current={tour?.key === s.key ? 'true' : undefined}
                  onClick={() => setSelection({ kind: 'tour', key: s.key })}
                >
                  {name(s.title, s.key)}
                </button>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            size="sm"
            icon={Plus}
            disabled={pack.scenes.length === 0}
            onClick={() => void newTour()}
          >
            {t('newTour')}
          </Button>
        </nav>

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
            <SceneEditor
              key={scene.key}
              pack={pack}
              scene={scene}
              errors={state.errors}
              uiLanguage={uiLanguage}
              change={studio.change}
            />
          ) : tour ? (
            <TourEditor
              key={tour.key}
              pack={pack}
              tour={tour}
              errors={state.errors}
              uiLanguage={uiLanguage}
              preview={state.preview}
              busy={studio.busy}
              change={studio.change}
            />
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
    </TranslateContext.Provider>
  );
}
