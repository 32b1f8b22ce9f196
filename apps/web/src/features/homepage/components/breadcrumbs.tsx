// Where the visitor is in the group tree: Home › Level 1 › Level 2 (the last is the current page).
import type { TourGroupPage } from '@meridian/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupLevels } from '@meridian/contracts/home-path';
import { homePath } from '../../../lib/paths.ts';

interface BreadcrumbsProps {
  site: string;
  trail: readonly Pick<TourGroupPage, 'id' | 'title' | 'frontend_path'>[];
  /** A tour's card is open: the last group is then a link too. */
  current?: string | null;
}

export function Breadcrumbs({ site, trail, current = null }: BreadcrumbsProps) {
  const { t } = useTranslation();
  const crumbs = [{ key: 'home', title: t('home.home'), to: homePath(site) }].concat(
    trail.map((group) => ({
      key: String(group.id),
      title: group.title,
      to: homePath(site, groupLevels(group.frontend_path)),
    })),
  );
  const lastLinked = current === null ? crumbs.length - 1 : crumbs.length;
  return (
    <nav className="home-breadcrumbs" aria-label={t('home.breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.key}>
            {index < lastLinked ? (
              <Link to={crumb.to}>{crumb.title}</Link>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
            <ChevronRight className="home-breadcrumbs__separator" aria-hidden="true" focusable="false" />
          </li>
        ))}
        {current === null ? null : (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
