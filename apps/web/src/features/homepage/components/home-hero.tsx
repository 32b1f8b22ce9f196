// The hero (the "banner" of the homepage animation status): the brand's or the level's image with its
// focal point, a background video over it, the title as the page heading, the introduction, and the
// primary action. Its entrance animation reports COMPLETE to the homepage store.
import { HERO_SIZES } from '@meridian/contracts/home-path';
import { Maximize, Minimize, Play } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/button.tsx';
import { IconButton } from '../../../components/icon-button.tsx';
import { useFullScreenToggle } from '../hooks/use-full-screen-toggle.ts';
import { releaseHomeFirstViewAfter } from '../../../lib/home-first-view.ts';
import { prefersReducedMotion } from '../../../lib/motion.ts';
import { useHomepageStore } from '../homepage-store.ts';
import type { Thumbnail } from '../tour-thumbnail.ts';

export interface HomeHeroProps {
  title: string;
  image: (Thumbnail & { width?: number | undefined; height?: number | undefined }) | null;
  introduction?: ReactNode;
  /** A rendered background video (the route renders it with the video feature). */
  background?: ReactNode;
  action?: { label: string; to: string } | null;
  /** Small line above the title (e.g. the tour count of a level). */
  eyebrow?: string | null;
}

export function HomeHero({ title, image, introduction, background, action, eyebrow }: HomeHeroProps) {
  const { t } = useTranslation();
  const hero = useRef<HTMLElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const { fullScreen, toggle } = useFullScreenToggle(hero);
  const complete = useHomepageStore((state) => state.complete);
  const status = useHomepageStore((state) => state.animation.banner);

  // Without motion there is no animationend: the entrance is complete at once.
  useEffect(() => {
    if (prefersReducedMotion()) complete('banner');
  }, [complete]);

  // The server painted this hero's image before the app ran (lib/home-first-view.ts): it steps aside
  // once this one is decoded, so the picture does not blink.
  const imageUrl = image?.url;
  useEffect(() => releaseHomeFirstViewAfter(imageUrl ? picture.current : null), [imageUrl]);

  return (
    <section
      ref={hero}
      className="home-hero"
      data-full-screen={fullScreen || undefined}
      data-animation={status}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) complete('banner');
      }}
      aria-labelledby="home-heading"
    >
      <div className="home-hero__media">
        {image ? (
          <img
            ref={picture}
            src={image.url}
            srcSet={image.srcset}
            sizes={image.srcset ? HERO_SIZES : undefined}
            alt=""
            width={image.width}
            height={image.height}
            style={{ objectPosition: image.position }}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        {background}
      </div>
      <div className="home-hero__content">
        {eyebrow ? <p className="home-hero__eyebrow">{eyebrow}</p> : null}
        <h1 id="home-heading" className="home-hero__title" tabIndex={-1}>
          {title}
        </h1>
        {introduction ? <div className="home-hero__introduction">{introduction}</div> : null}
        {action ? (
          <Link className={buttonClassName({ variant: 'primary', size: 'lg' }, 'home-hero__action')} to={action.to}>
            <Play aria-hidden="true" focusable="false" className="home-hero__action-icon" />
            {action.label}
          </Link>
        ) : null}
      </div>
      {background ? (
        <div className="home-hero__tools">
          <IconButton
            icon={fullScreen ? Minimize : Maximize}
            label={fullScreen ? t('home.exitFullScreen') : t('home.fullScreen')}
            tone="overlay"
            pressed={fullScreen}
            tooltipSide="start"
            onClick={toggle}
          />
        </div>
      ) : null}
    </section>
  );
}
