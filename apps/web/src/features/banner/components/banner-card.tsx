import type { BannerCard as BannerCardData } from '@meridian/contracts/embed';
import { ArrowUpRight } from 'lucide-react';
import Tilt from 'react-parallax-tilt';
import { BANNER_TILT, guideAvatarWidth, plainText, type BannerLayout } from '../banner-rules.ts';
import type { BannerStrings } from '../banner-strings.ts';
import { BannerBadges } from './banner-badges.tsx';
import { BannerGuide } from './banner-guide.tsx';

export interface BannerCardProps {
  card: BannerCardData;
  layout: BannerLayout;
  strings: BannerStrings;
  /** Where "take a virtual tour" goes (virtualTourUrl). */
  tourUrl: string;
}

/**
 * A new tab, except in a sandboxed frame (an opaque origin: WordPress frames oEmbed answers in
 * `sandbox="allow-scripts"`, which allows no popup), where the frame itself becomes the full tour.
 */
export function opensInNewTab(origin: string = globalThis.origin): boolean {
  return origin !== 'null';
}

/** The card itself: thumbnail, badges, title, description, guide and the "take a virtual tour" link. */
export function BannerCard({ card, layout, strings, tourUrl }: BannerCardProps) {
  const inNewTab = opensInNewTab();
  const description = layout.showDetails ? plainText(card.description) : '';
  const guide = layout.showDetails ? card.guide : null;
  return (
    <Tilt
      className="banner-tilt"
      tiltEnable={layout.tiltMaxAngle > 0}
      tiltMaxAngleX={layout.tiltMaxAngle}
      tiltMaxAngleY={layout.tiltMaxAngle}
      transitionSpeed={BANNER_TILT.transitionSpeedMs}
      perspective={BANNER_TILT.perspective}
      glareEnable={layout.tiltMaxAngle > 0}
      glareMaxOpacity={BANNER_TILT.glareMaxOpacity}
      glareBorderRadius="var(--radius-lg)"
      scale={layout.fillsBanner ? 1 : BANNER_TILT.hoverScale}
    >
      <article className="banner-card" aria-labelledby="banner-title">
        <div className="banner-card__media">
          {card.thumbnail ? (
            <img
              className="banner-card__thumbnail"
              src={card.thumbnail.url}
              alt=""
              style={{ objectPosition: card.thumbnail.background_position }}
            />
          ) : null}
        </div>
        <div className="banner-card__body">
          {card.badges.length > 0 ? (
            <BannerBadges badges={card.badges} strings={strings} expandOnHover={layout.expandBadgeOnHover} />
          ) : null}
          <h1 id="banner-title" className="banner-card__title">
            {card.title}
          </h1>
          {description ? <p className="banner-card__description">{description}</p> : null}
          <div className="banner-card__footer">
            {guide ? (
              <BannerGuide
                guide={guide}
                strings={strings}
                width={guideAvatarWidth(card.badges, card.standalone_scene)}
              />
            ) : null}
            <a className="banner-card__cta" href={tourUrl} target={inNewTab ? '_blank' : '_self'} rel="noopener">
              <span>{strings.takeVirtualTour}</span>
              {inNewTab ? <span className="visually-hidden"> ({strings.opensInNewTab})</span> : null}
              <ArrowUpRight className="banner-card__cta-icon" aria-hidden="true" focusable="false" />
            </a>
          </div>
        </div>
      </article>
    </Tilt>
  );
}
