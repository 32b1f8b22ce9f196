// The directory (spec 4): categories, then a category's places. Loading, success, failure with
// the spec's message and a retry; choosing another category drops (aborts) the earlier request.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SearchPlaceResult } from '@meridian/contracts';
import { Button } from '../../../components/button.tsx';
import { Chip } from '../../../components/chip.tsx';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { categoryQuery, directoryQuery } from '../api/map-queries.ts';
import { visibleCategories } from '../directory-rules.ts';
import { PlaceResults } from './place-results.tsx';

export function DirectoryPanel({
  category,
  onCategory,
  onPick,
}: {
  category: string | null;
  onCategory: (slug: string | null) => void;
  onPick: (result: SearchPlaceResult) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const scope = useContentScope();
  const categories = useQuery(directoryQuery(api, scope));
  const places = useQuery({ ...categoryQuery(api, scope, category ?? ''), enabled: category !== null });
  return (
    <div className="map-directory">
      <div className="map-directory__chips" role="group" aria-label={t('map.directory.categories')}>
        {visibleCategories(categories.data ?? []).map((item) => (
          <Chip
            key={item.id}
            selected={item.slug === category}
            onSelectedChange={(on) => onCategory(on ? item.slug : null)}
          >
            {item.name}
          </Chip>
        ))}
      </div>
      {category !== null && places.isPending ? <p className="map-panel__note">{t('map.loading')}</p> : null}
      {category !== null && places.isError ? (
        <div role="alert" className="map-panel__error">
          <p>{t('map.directory.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void places.refetch()}>
            {t('map.retry')}
          </Button>
        </div>
      ) : null}
      {category !== null && places.data ? (
        <PlaceResults results={places.data} label={t('map.directory.places')} onPick={onPick} />
      ) : null}
    </div>
  );
}
