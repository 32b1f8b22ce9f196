import type { BannerBadge } from '@meridian/contracts/embed';
import { Box, Compass, Footprints, Headphones, Images, Rotate3d, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import type { BannerStrings } from '../banner-strings.ts';
import { useBadgeExpansion } from '../hooks/use-badge-expansion.ts';

const badgeIcons: Record<BannerBadge, LucideIcon> = {
  tour: Compass,
  audio: Headphones,
  'self-guided': Footprints,
  '360-scene': Rotate3d,
  'gallery-scene': Images,
  matterport: Box,
};

export interface BannerBadgesProps {
  badges: readonly BannerBadge[];
  strings: BannerStrings;
  /** Wider than 360 px: hovering a badge shows its text too. */
  expandOnHover: boolean;
}

/** The row of type badges: icons whose text opens one at a time (click toggles, outside collapses). */
export function BannerBadges({ badges, strings, expandOnHover }: BannerBadgesProps) {
  const row = useRef<HTMLUListElement>(null);
  const { expanded, toggle } = useBadgeExpansion(row);
  return (
    <ul ref={row} className="banner-badges" aria-label={strings.badgesLabel} data-hover-expands={expandOnHover}>
      {badges.map((badge) => {
        const Icon = badgeIcons[badge];
        return (
          <li key={badge}>
            <button
              type="button"
              className="banner-badge"
              aria-expanded={expanded === badge}
              data-badge={badge}
              onClick={() => toggle(badge)}
            >
              <Icon className="banner-badge__icon" aria-hidden="true" focusable="false" />
              <span className="banner-badge__text">{strings.badges[badge]}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
