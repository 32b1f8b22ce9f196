// The cards of one level: its child groups (image, title, tour count, description) and its tours
// (landscape thumbnail, title, badges, description). Cards are links named by their title;
// the grid's entrance animation reports the "cards" status to the homepage store.
import type { Tour, TourGroupPage } from '@meridian/contracts';
import { groupLevels } from '@meridian/contracts/home-path';
import { Footprints, Headphones } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge.tsx';
import { Card } from '../../../components/card.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { homePath } from '../../../lib/paths.ts';
import { prefersReducedMotion } from '../../../lib/motion.ts';
import { useHomepageStore } from '../homepage-store.ts';
import { plainText } from '../../../lib/plain-text.ts';
import { positionedImage, tourThumbnail, type Thumbnail, type ThumbnailLayout } from '../tour-thumbnail.ts';

/** Every card is landscape, at every width: one layout, so groups and tours line up in one grid
 * rhythm. The numbers give the browser the box before the cropped rendition loads. */
const LAYOUT: ThumbnailLayout = 'landscape';
const LANDSCAPE = { aspect: '16 / 9', width: 800, height: 450 };

/**
 * The width a card takes (homepage.css: one card spans the row, two share it, more make three
 * columns from 63rem), for the browser to pick the narrowest copy that is sharp at that width.
 */
function cardSizes(count: number): string {
  if (count === 1) return '(min-width: 90rem) 90rem, 100vw';
  if (count === 2) return '(min-width: 41.5rem) 50vw, 100vw';
  return '(min-width: 63rem) 33vw, (min-width: 41.5rem) 50vw, 100vw';
}

interface LevelCardsProps {
  site: string;
  groups: readonly TourGroupPage[];
  tours: readonly Tour[];
  /** Where a tour card leads (the tour's own card at this level). */
  tourTo: (tour: Tour) => string;
  /** Cards in the first row load eagerly (they are above the fold on most screens). */
  eagerCount: number;
}

export function LevelCards({ site, groups, tours, tourTo, eagerCount }: LevelCardsProps) {
  const { t } = useTranslation();
  const complete = useHomepageStore((state) => state.complete);
  const restartCards = useHomepageStore((state) => state.restartCards);
  const status = useHomepageStore((state) => state.animation.cards);
  const levelKey = groups.map((group) => group.id).join() + '|' + tours.map((tour) => tour.id).join();

  useEffect(() => {
    restartCards();
    if (prefersReducedMotion()) complete('cards');
  }, [levelKey, restartCards, complete]);

  const media = (image: Thumbnail | null, index: number, count: number) =>
    image && {
      src: image.url,
      srcset: image.srcset,
      sizes: cardSizes(count),
      alt: '',
      position: image.position,
      ...LANDSCAPE,
      loading: index < eagerCount ? ('eager' as const) : ('lazy' as const),
    };

  return (
    <div
      className="home-cards"
      data-animation={status}
      onAnimationEnd={(event) => {
        if ((event.target as HTMLElement).matches('.home-cards__grid > li:last-child')) complete('cards');
      }}
    >
      {groups.length > 0 ? (
        <section aria-labelledby="home-groups-heading" className="home-cards__section">
          <h2 id="home-groups-heading">{t('home.groups')}</h2>
          <ul className="home-cards__grid" data-count={groups.length}>
            {groups.map((group, index) => (
              // Each card is adopted in a task of its own after the page's hydrating render.
              <HydrateLater key={group.id}>
                <li style={{ '--card-index': index } as CSSProperties}>
                  <Card
                    title={group.title}
                    headingLevel={3}
                    to={homePath(site, groupLevels(group.frontend_path))}
                    media={media(positionedImage(group.image), index, groups.length)}
                    badges={
                      <Badge tone="overlay">{t('home.tourCount', { count: group.tour_count_descendants })}</Badge>
                    }
                  >
                    {group.search_description && group.search_description !== group.title ? (
                      <p>{group.search_description}</p>
                    ) : null}
                  </Card>
                </li>
              </HydrateLater>
            ))}
          </ul>
        </section>
      ) : null}
      {tours.length > 0 ? (
        <section aria-labelledby="home-tours-heading" className="home-cards__section">
          <h2 id="home-tours-heading">{t('home.tours')}</h2>
          <ul className="home-cards__grid" data-count={tours.length}>
            {tours.map((tour, index) => (
              <HydrateLater key={tour.id}>
                <li style={{ '--card-index': groups.length + index } as CSSProperties}>
                  <Card
                    title={tour.title}
                    headingLevel={3}
                    to={tourTo(tour)}
                    media={media(tourThumbnail(tour, LAYOUT), groups.length + index, tours.length)}
                    badges={<TourBadges tour={tour} />}
                  >
                    <p className="home-cards__description">{plainText(tour.description)}</p>
                  </Card>
                </li>
              </HydrateLater>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function TourBadges({ tour }: { tour: Pick<Tour, 'guide_audio_enabled' | 'self_guided_enabled'> }) {
  const { t } = useTranslation();
  if (!tour.guide_audio_enabled && !tour.self_guided_enabled) return null;
  return (
    <>
      {tour.guide_audio_enabled ? (
        <Badge tone="overlay" icon={Headphones}>
          {t('home.audioGuide')}
        </Badge>
      ) : null}
      {tour.self_guided_enabled ? (
        <Badge tone="overlay" icon={Footprints}>
          {t('home.selfGuided')}
        </Badge>
      ) : null}
    </>
  );
}
