// The homepage at one level (spec sections 2 and 3): the hero, breadcrumbs, the level's group and
// tour cards, a tour's own card when the path ends in a tour, and the level's videos. Data and the
// parts other features render (videos, the introduction) come from the route.
import type { Tour, TourGroupPage, Video } from '@meridian/contracts';
import { groupTrail, homeHeroImage, type HomeRoute } from '@meridian/contracts/home-path';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandView } from '../../../lib/brand/derive-brand.ts';
import { useAfterHydration } from '../../../lib/hydration.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { tourPath } from '../../../lib/paths.ts';
import { useViewport } from '../../../lib/viewport.ts';
import { featuredTour, levelContent, visibleTours } from '../level-content.ts';
import { positionedImage, tourThumbnail } from '../tour-thumbnail.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeIntroduction } from './home-introduction.tsx';
import { LevelCards } from './level-cards.tsx';
import { plainText } from '../../../lib/plain-text.ts';
import './homepage.css';

export interface HomePageProps {
  site: string;
  brand: BrandView;
  groups: readonly TourGroupPage[];
  tours: readonly Tour[];
  route: Extract<HomeRoute, { kind: 'home' }>;
  renderVideo: (video: Video, fit: 'frame' | 'fill') => ReactNode;
  /** Ways into the rest of the site (the universal menu's tabs), above the cards. */
  actions?: ReactNode;
}

/** A level's description, unless the content system merely repeats the title there. */
function describe(group: TourGroupPage) {
  const text = group.search_description.trim();
  return text && text !== group.title ? <p>{text}</p> : null;
}

/** The level's hero image with its focal point and, when known, its size (the shared rule: home-path). */
function heroImage(brand: BrandView, trail: readonly TourGroupPage[]) {
  const source = homeHeroImage(brand, trail);
  const image = positionedImage(source);
  return image && { ...image, width: source?.width, height: source?.height };
}

export function HomePage({ site, brand, groups, tours, route, renderVideo, actions }: HomePageProps) {
  const { t } = useTranslation();
  const { width } = useViewport();
  const trail = groupTrail(route.groups, groups);
  const group = trail.at(-1) ?? null;
  const level = levelContent(group, groups, tours);
  const openTour =
    route.tour === null
      ? null
      : (visibleTours(group?.tours ?? [], tours).find((tour) => tour.slug === route.tour) ?? null);
  // The server's HTML (lib/hydration.ts) loads the first card eagerly, the browser its first row.
  const columns = useAfterHydration(1, () => (width >= 1200 ? 3 : width >= 641 ? 2 : 1));
  // The level's own video, else (on the homepage itself) the first top-level group's: the tenant's film.
  const backgroundVideo = group?.background_video ?? (group ? null : (level.groups[0]?.background_video ?? null));
  const featured = group ? (level.tours[0] ?? null) : featuredTour(groups, tours);
  // A tour's card starts the tour: the visitor chose it, a second page about it would be a detour.
  const tourTo = (tour: Tour) => tourPath(site, tour.slug);

  const hero = openTour
    ? {
        title: openTour.title,
        eyebrow: group ? t('home.tourIn', { group: group.title }) : null,
        image: tourThumbnail(openTour, 'landscape'),
        introduction: <p>{plainText(openTour.description)}</p>,
        action: { label: t('home.startTour'), to: tourPath(site, openTour.slug) },
        background: null,
      }
    : {
        title: group ? group.title : brand.title || brand.name,
        eyebrow: group ? t('home.tourCount', { count: group.tour_count_descendants }) : null,
        image: heroImage(brand, trail),
        introduction: group ? describe(group) : <HomeIntroduction blocks={brand.introduction} />,
        action: featured && {
          label: t('home.startFeatured', { title: featured.title }),
          to: tourPath(site, featured.slug),
        },
        background: backgroundVideo ? renderVideo(backgroundVideo, 'fill') : null,
      };

  const videos = group?.videos ?? [];
  return (
    <div className="homepage" data-level={route.groups.length}>
      <HydrateLater>
        <HomeHero key={openTour?.id ?? group?.id ?? 'home'} {...hero} />
      </HydrateLater>
      <HydrateLater>
        <div className="homepage__body">
          {route.groups.length > 0 ? <Breadcrumbs site={site} trail={trail} current={openTour?.title ?? null} /> : null}
          {actions ? <div className="homepage__actions">{actions}</div> : null}
          {level.groups.length === 0 && level.tours.length === 0 ? (
            <p className="homepage__empty">{t('home.empty')}</p>
          ) : null}
          <LevelCards
            site={site}
            groups={level.groups}
            tours={level.tours}
            tourTo={tourTo}
            eagerCount={openTour ? 0 : columns}
          />
          {videos.length > 0 ? (
            <section className="homepage__videos" aria-labelledby="home-videos-heading">
              <h2 id="home-videos-heading">{group?.videos_text || t('home.videos')}</h2>
              <ul>
                {videos.map((video) => (
                  <HydrateLater key={`${video.provider}:${video.code || video.url}`}>
                    <li>
                      <h3>{video.title}</h3>
                      {renderVideo(video, 'frame')}
                    </li>
                  </HydrateLater>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </HydrateLater>
    </div>
  );
}
