// A content card: optional image, a title (optionally a link that makes the whole card
// clickable, with one tab stop and one accessible name), text, optional badges and actions.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './tokens.css';
import './card.css';

export interface CardMedia {
  src: string;
  /** Empty for a decorative image (the title names the card). */
  alt: string;
  /** The content system's focal point, e.g. "50% 30%". */
  position?: string;
  /** Intrinsic size: the browser reserves the space before the image arrives (no layout shift). */
  width?: number;
  height?: number;
  /** Narrower copies (`srcset`) and the width the card takes in its grid (`sizes`). */
  srcset?: string | undefined;
  sizes?: string | undefined;
  /** `eager` for cards above the fold; lazy otherwise. */
  loading?: 'lazy' | 'eager';
  /** CSS aspect-ratio of the media box (portrait, landscape and square thumbnails), e.g. "3 / 4". */
  aspect?: string;
}

export interface CardProps {
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** In-app destination (from the path builders) — the title becomes the card's link. */
  to?: string;
  media?: CardMedia | null;
  /** Badges over the image's corner. */
  badges?: ReactNode;
  actions?: ReactNode;
  /** `overlay` puts the title over the image (tour tiles); `stacked` below it. */
  layout?: 'stacked' | 'overlay';
  className?: string;
  children?: ReactNode;
}

export function Card({
  title,
  headingLevel = 3,
  to,
  media,
  badges,
  actions,
  layout = 'stacked',
  className,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={['card', className].filter(Boolean).join(' ')} data-layout={layout} data-linked={Boolean(to)}>
      {media ? (
        <div className="card__media" style={media.aspect ? { aspectRatio: media.aspect } : undefined}>
          <img
            src={media.src}
            srcSet={media.srcset}
            sizes={media.srcset ? media.sizes : undefined}
            alt={media.alt}
            style={{ objectPosition: media.position }}
            width={media.width}
            height={media.height}
            loading={media.loading ?? 'lazy'}
            decoding="async"
          />
          {badges ? <div className="card__badges">{badges}</div> : null}
        </div>
      ) : null}
      <div className="card__content">
        <Heading className="card__title">
          {to ? (
            <Link className="card__link" to={to}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {!media && badges ? <div className="card__badges card__badges--inline">{badges}</div> : null}
        {children ? <div className="card__body">{children}</div> : null}
        {actions ? <div className="card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
