// A tour's readable outline (issue 36): its title and description, each scene's title, description
// and link, and the hotspots' texts, as headings and links. The server writes it into a tour page's
// HTML (entry-server.tsx), where crawlers and link previews, and visitors without JavaScript, read
// it; once the app runs, the viewer takes its place (lib/scene-first-paint.ts removes it).
import type { Scene, Tour } from '@meridian/contracts';
import { tourPath } from '../../../lib/paths.ts';
import { plainText } from '../../../lib/plain-text.ts';

export const TOUR_OUTLINE_CLASS = 'tour-outline';

export interface TourOutlineProps {
  site: string;
  tour: Tour;
  /** The tour's scenes in tour order (those that could be read). */
  scenes: readonly Scene[];
}

export function TourOutline({ site, tour, scenes }: TourOutlineProps) {
  const byId = new Map(scenes.map((scene) => [scene.id, scene]));
  const description = plainText(tour.description);
  return (
    <article className={TOUR_OUTLINE_CLASS} aria-labelledby="tour-outline-heading">
      <h1 id="tour-outline-heading">{tour.title}</h1>
      {description ? <p>{description}</p> : null}
      <ol>
        {scenes.map((scene) => {
          const text = plainText(scene.description);
          return (
            <li key={scene.id}>
              <h2>
                <a href={tourPath(site, tour.slug, scene.meta.slug)}>{scene.title}</a>
              </h2>
              {text ? <p>{text}</p> : null}
              {scene.hotspots.length > 0 ? (
                <ul>
                  {scene.hotspots.map((hotspot) => {
                    const target = hotspot.link_scene === null ? undefined : byId.get(hotspot.link_scene);
                    const title = hotspot.title || target?.title || '';
                    const about = plainText(hotspot.description);
                    return (
                      <li key={hotspot.id}>
                        {title ? (
                          <h3>{target ? <a href={tourPath(site, tour.slug, target.meta.slug)}>{title}</a> : title}</h3>
                        ) : null}
                        {about ? <p>{about}</p> : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
