// A gallery scene (place.GalleryPage): one image at a time with its caption and alt text;
// previous/next buttons, arrow keys while the gallery has focus, swipe on touch screens, and
// thumbnails that jump to an image. The position is announced politely.
import type { GalleryImage } from '@meridian/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button.tsx';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

/** Horizontal travel (px) that counts as a swipe. */
export const SWIPE_MIN_PX = 40;

export function ImageGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const image = images[Math.min(index, count - 1)];
  if (!image) {
    return (
      <section className="image-gallery" aria-label={title}>
        <p>{t('viewer.gallery.empty')}</p>
      </section>
    );
  }
  const go = (delta: number) => setIndex((current) => (current + delta + count) % count);

  return (
    <section className="image-gallery" aria-roledescription={t('viewer.gallery.roleDescription')} aria-label={title}>
      {/* The stage takes arrow keys and swipes; the buttons below do the same for everyone else. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="image-gallery__stage"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="group"
        aria-label={t('viewer.gallery.stage')}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') go(document.dir === 'rtl' ? -1 : 1);
          else if (event.key === 'ArrowLeft') go(document.dir === 'rtl' ? 1 : -1);
          else return;
          event.preventDefault();
        }}
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start === null) return;
          const travel = event.clientX - start;
          if (Math.abs(travel) >= SWIPE_MIN_PX) go(travel < 0 ? 1 : -1);
        }}
      >
        <figure className="image-gallery__figure">
          <img src={image.url} alt={image.alt || image.title} width={image.width} height={image.height} />
          {image.caption || image.title ? <figcaption>{image.caption || image.title}</figcaption> : null}
        </figure>
      </div>
      <div className="image-gallery__controls">
        <IconButton
          icon={ChevronLeft}
          mirrorInRtl
          label={t('viewer.gallery.previous')}
          tooltipSide="top"
          onClick={() => go(-1)}
          disabled={count < 2}
        />
        <p className="image-gallery__position" aria-live="polite">
          {t('viewer.gallery.position', { current: index + 1, total: count })}
        </p>
        <IconButton
          icon={ChevronRight}
          mirrorInRtl
          label={t('viewer.gallery.next')}
          tooltipSide="top"
          onClick={() => go(1)}
          disabled={count < 2}
        />
      </div>
      {count > 1 ? (
        <ul className="image-gallery__thumbnails" aria-label={t('viewer.gallery.thumbnails')}>
          {images.map((entry, position) => (
            <li key={entry.id}>
              <button
                type="button"
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
              >
                <img src={entry.thumbnail} alt={t('viewer.gallery.show', { title: entry.alt || entry.title })} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
