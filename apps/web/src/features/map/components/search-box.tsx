// Place search (spec 3 "Search place result", 7 maps/search/ and geocoding): the tenant's own
// places and the geocoder's streets in one list, typo-tolerant; each keystroke's request replaces
// (and aborts) the previous one.
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchPlaceResult } from '@meridian/contracts';
import { useSearchOutcome } from '../../../lib/analytics/use-search-outcome.ts';
import { useApi, useContentScope } from '../../../lib/tenant-context.tsx';
import { searchQuery } from '../api/map-queries.ts';
import { PlaceResults } from './place-results.tsx';

export function SearchBox({ onPick }: { onPick: (result: SearchPlaceResult) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const results = useQuery(searchQuery(useApi(), useContentScope(), deferred));
  const inputId = useId();
  const found = deferred === '' ? [] : (results.data ?? []);
  const settleSearch = useSearchOutcome(deferred, results.isSuccess ? found.length > 0 : null);
  return (
    <div className="map-search" role="search">
      <label htmlFor={inputId} className="visually-hidden">
        {t('map.search.label')}
      </label>
      <div className="map-search__field">
        <Search aria-hidden="true" size={18} />
        <input
          id={inputId}
          type="search"
          value={text}
          placeholder={t('map.search.placeholder')}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {deferred !== '' && results.isSuccess && found.length === 0 ? (
        <p className="map-panel__note" role="status">
          {t('map.search.none')}
        </p>
      ) : null}
      {found.length > 0 ? (
        <PlaceResults
          results={found}
          label={t('map.search.results')}
          onPick={(result) => {
            settleSearch();
            setText('');
            onPick(result);
          }}
        />
      ) : null}
    </div>
  );
}
