// How a tour looks before it starts: its splash colour (with a preview of the splash as visitors
// see it, tour-splash.tsx), its thumbnail and the focal point of its three crops, and its guide.
import { RotateCcw } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { brandStyle } from '../lib/brand-tokens.ts';
import { useEditor } from './editor-context.ts';
import type { Crop } from './focal-point.tsx';
import { ImageField } from './image-field.tsx';
import type { TourModel } from './pack-model.ts';
import { PackText } from './pack-text.tsx';
import { Panel } from './panel.tsx';
import { pathString } from './pack-values.ts';
import { hexToSplash, splashHex } from './splash-color.ts';
import { packMediaUrl } from './studio-api.ts';
import { useT, type Translate } from './studio-strings.ts';
import { errorsAt, FieldErrors } from './text-fields.tsx';

/** The importer's tour thumbnails: portrait 540×960, landscape 960×540, square 600×600. */
const tourCrops = (t: Translate): Crop[] => [
  { label: t('cropPortrait'), ratio: '9 / 16' },
  { label: t('cropLandscape'), ratio: '16 / 9' },
  { label: t('cropSquare'), ratio: '1 / 1' },
];

export function TourLook({ tour }: { tour: TourModel }) {
  const t = useT();
  const { pack } = useEditor();
  return (
    <Panel title={t('tourLook')}>
      <SplashField tour={tour} />
      <ImageField
        label={t('thumbnail')}
        file={tour.file}
        path={[tour.index, 'thumbnail']}
        value={tour.thumbnail}
        crops={tourCrops(t)}
        noneLabel={t('thumbnailNone')}
      />
      <ImageField
        label={t('guide')}
        file={tour.file}
        path={[tour.index, 'tour_guide']}
        value={tour.tourGuide}
        noneLabel={t('guideBrand')}
        fallback={pack.brandGuide}
      />
      <PackText
        file={tour.file}
        path={[tour.index, 'tour_guide_name']}
        value={tour.tourGuideName}
        label={t('guideName')}
      />
    </Panel>
  );
}

export function SplashField({ tour }: { tour: TourModel }) {
  const t = useT();
  const id = useId();
  const { errors, change, name } = useEditor();
  const input = useRef<HTMLInputElement>(null);
  const current = splashHex(tour.splashColor);
  const [draft, setDraft] = useState(current);
  const [seen, setSeen] = useState(current);
  // A new colour from the pack (undo) replaces the draft.
  if (seen !== current) {
    setSeen(current);
    setDraft(current);
  }
  const path = [tour.index, 'splash_color'];
  const write = (hex: string) => {
    const splash = hexToSplash(hex);
    // The change event and the blur that follows it name the same colour: written once.
    if (!splash || hex.toLowerCase() === current) return;
    void change(t('changeSplash'), [{ op: 'set', file: tour.file, path, value: splash }], { waitTurn: true });
  };
  const latest = useRef(write);
  useLayoutEffect(() => {
    latest.current = write;
  });
  // A colour input says `input` while the picker is open and `change` when a colour is chosen: the
  // preview follows the first, the pack is written on the second (one undo step). Listened for from
  // the commit (a layout effect), not after paint: a colour chosen as the field appears is not lost.
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return undefined;
    const onChange = () => latest.current(element.value);
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
  const hero = tour.hero ?? tour.thumbnail;

  return (
    <div className="studio-splash-field">
      <div className="studio-splash-field__controls">
        <label htmlFor={id} className="studio-label">
          {t('splashColor')}
        </label>
        <div className="studio-splash-field__row">
          <input
            ref={input}
            id={id}
            className="studio-color"
            type="color"
            value={draft}
            aria-describedby={`${id}-value`}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => write(draft)}
          />
          <span className="studio-hint" id={`${id}-value`}>
            {tour.splashColor ? t('splashValue', { hex: current }) : t('splashDefault', { hex: current })}
          </span>
          {tour.splashColor ? (
            <Button
              variant="ghost"
              size="sm"
              icon={RotateCcw}
              onClick={() => void change(t('changeSplash'), [{ op: 'delete', file: tour.file, path }])}
            >
              {t('splashReset')}
            </Button>
          ) : null}
        </div>
        <FieldErrors errors={errorsAt(errors, tour.file, pathString(path))} />
      </div>
      <figure className="studio-splash" style={brandStyle(null, hexToSplash(draft))}>
        {hero ? (
          <img
            className="studio-splash__image"
            src={packMediaUrl(hero.image)}
            alt=""
            style={{ objectPosition: hero.position }}
          />
        ) : null}
        <span className="studio-splash__title">{name(tour.title, tour.key)}</span>
        <span className="studio-splash__start" aria-hidden="true">
          {t('splashStart')}
        </span>
        <figcaption className="visually-hidden">{t('splashPreview')}</figcaption>
      </figure>
    </div>
  );
}
