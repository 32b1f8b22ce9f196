// The live preview of a CTA's modal: the preview server's own CTA page (`/{site}/ctas/{id}`, the
// visitor app's code, so the modal is exactly what visitors get) in a frame, in a language of the
// pack, on a phone's screen or a desktop's (drawn smaller to fit). Its address changes at each save
// (studio/preview-cta-pages.ts), so the frame reloads with the new import; the Studio's own bundle
// holds none of the visitor app's CTA code.
import { ExternalLink, Eye } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Button } from '../components/button.tsx';
import { SegmentedControl } from '../components/segmented-control.tsx';
import { useEditor } from './editor-context.ts';
import { InlineSelect } from './inline-select.tsx';
import { useKeepFocus } from './keep-focus.ts';
import { useT } from './studio-strings.ts';

type Screen = 'phone' | 'desktop';
/** The visitor's viewport drawn: a phone (the layout under 801 px), a laptop (the side column of a form). */
const SCREENS: Record<Screen, { width: number; height: number }> = {
  phone: { width: 390, height: 760 },
  desktop: { width: 1280, height: 800 },
};

/** The page in one language (`lng`, spec section 2). */
export function previewPageIn(page: string, language: string): string {
  const url = new URL(page);
  url.searchParams.set('lng', language);
  return url.toString();
}

/** Whether the CTA files have edits the preview does not show yet. */
export const ctaFilesUnsaved = (unsaved: readonly string[]) => unsaved.some((file) => /^(ctas|forms)[./]/.test(file));

export function CtaPreview({ ctaKey }: { ctaKey: string }) {
  const t = useT();
  const id = useId();
  const { pack, errors, uiLanguage, previewCtas, unsaved, busy, save } = useEditor();
  const [chosen, setChosen] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>('phone');
  const heading = useRef<HTMLHeadingElement>(null);
  const language = chosen ?? (pack.languages.some((l) => l.code === uiLanguage) ? uiLanguage : pack.defaultLanguage);
  const page = previewCtas[ctaKey];
  const src = page ? previewPageIn(page, language) : null;

  return (
    <aside className="studio-cta-preview" aria-labelledby={id}>
      <h3 id={id} className="studio-panel__title" ref={heading} tabIndex={-1}>
        {t('ctaPreview')}
      </h3>
      <div className="studio-cta-preview__controls">
        <SegmentedControl
          legend={t('previewScreen')}
          options={[
            { value: 'phone', label: t('previewPhone') },
            { value: 'desktop', label: t('previewDesktop') },
          ]}
          value={screen}
          onChange={setScreen}
        />
        <InlineSelect label={t('previewLanguage')} hideLabel value={language} onChange={setChosen}>
          {pack.languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </InlineSelect>
      </div>
      {src && (ctaFilesUnsaved(unsaved) || errors.length > 0) ? (
        <p className="studio-hint" role="status">
          {ctaFilesUnsaved(unsaved) ? t('previewUnsaved') : t('previewStale')}
        </p>
      ) : null}
      {src ? (
        <>
          <ScaledFrame
            src={src}
            title={t('ctaPreviewFrame')}
            fallback={heading}
            opensModal={pack.ctas.find((c) => c.key === ctaKey)?.action !== 'external_link'}
            {...SCREENS[screen]}
          />
          <a className="studio-link" href={src} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" size={16} /> {t('previewOpen')}
          </a>
        </>
      ) : (
        <div className="studio-cta-preview__empty">
          <p className="studio-hint">{errors.length > 0 ? t('previewInvalid') : t('previewNone')}</p>
          {/* Saving imports the pack into the preview, even with nothing to write. */}
          <Button size="sm" icon={Eye} disabled={busy || errors.length > 0} onClick={() => void save()}>
            {unsaved.length > 0 ? t('previewSave') : t('previewMake')}
          </Button>
        </div>
      )}
    </aside>
  );
}

/** The tallest the drawn screen gets, so the fields stay in view beside or under it. */
const MAX_HEIGHT = 600;

/** A frame of a visitor's viewport size, drawn smaller to fit its column and MAX_HEIGHT. */
interface ScaledFrameProps {
  src: string;
  title: string;
  width: number;
  height: number;
  /** Where the focus goes when the frame took it and the author's element cannot have it back. */
  fallback: RefObject<HTMLElement | null>;
  /** The page opens the modal by itself (an external link's waits for a click). */
  opensModal: boolean;
}

function ScaledFrame({ src, title, width, height, fallback, opensModal }: ScaledFrameProps) {
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useKeepFocus(frame, fallback, opensModal ? src : null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const resizes = new ResizeObserver(() => setAvailable(element.clientWidth));
    resizes.observe(element);
    return () => resizes.disconnect();
  }, []);
  const scale = Math.min(1, available / width, MAX_HEIGHT / height);
  const box = { inlineSize: `${String(width * scale)}px`, blockSize: `${String(height * scale)}px` };
  return (
    <div className="studio-cta-preview__stage" ref={stage}>
      <div className="studio-cta-preview__screen" style={box}>
        <iframe
          ref={frame}
          className="studio-cta-preview__frame"
          src={src}
          title={title}
          style={{
            inlineSize: `${String(width)}px`,
            blockSize: `${String(height)}px`,
            transform: `scale(${String(scale)})`,
          }}
        />
      </div>
    </div>
  );
}
