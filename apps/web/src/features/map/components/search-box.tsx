// Place search (spec 3 "Search place result", 7 maps/search/ and geocoding): the tenant's own
// places and the geocoder's streets in one list, typo-tolerant; each keystroke's request replaces
// (and aborts) the previous one. An ARIA combobox (WAI-ARIA APG "list autocomplete"): focus stays
// in the field, the arrow keys move the active option (aria-activedescendant), Enter picks it and
// Escape closes the list (issue 34).
import { Building2, MapPin, Search } from 'lucide-react';
import { useDeferredValue, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchPlaceResult } from '@meridian/contracts';
import { useSearchOutcome } from '../../../lib/analytics/use-search-outcome.ts';
import { usePlaceSearch } from '../hooks/use-place-search.ts';
import './map-panels.css';

export function SearchBox({ onPick }: { onPick: (result: SearchPlaceResult) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [closed, setClosed] = useState(false);
  const deferred = useDeferredValue(text.trim());
  const results = usePlaceSearch(deferred);
  const inputId = useId();
  const listId = useId();
  const found = deferred === '' ? [] : (results.data ?? []);
  const settleSearch = useSearchOutcome(deferred, results.isSuccess ? found.length > 0 : null);
  const open = found.length > 0 && !closed;
  const optionId = (index: number) => `${listId}-option-${String(index)}`;
  const pick = (result: SearchPlaceResult) => {
    settleSearch();
    setText('');
    setActive(-1);
    onPick(result);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (found.length === 0) return;
      event.preventDefault();
      setClosed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        !open || current < 0 ? (step > 0 ? 0 : found.length - 1) : (current + step + found.length) % found.length,
      );
    } else if (event.key === 'Enter' && open && found[active]) {
      event.preventDefault();
      pick(found[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list only; a second Escape reaches the native search field (clearing it).
      event.preventDefault();
      setClosed(true);
      setActive(-1);
    }
  };
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={text}
          placeholder={t('map.search.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setClosed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {deferred !== '' && results.isSuccess && found.length === 0 ? (
        <p className="map-panel__note" role="status">
          {t('map.search.none')}
        </p>
      ) : null}
      <ul id={listId} role="listbox" className="map-results" aria-label={t('map.search.results')} hidden={!open}>
        {open
          ? found.map((result, index) => {
              const Icon = result.is_building ? Building2 : MapPin;
              return (
                // Options are picked with the pointer or with Enter in the field (focus never moves here).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={result.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="map-results__item"
                  data-active={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(result)}
                >
                  <Icon aria-hidden="true" size={18} />
                  <span className="map-results__title">{result.title}</span>
                  {result.maps_feature_type ? (
                    <span className="map-results__meta">{result.maps_feature_type.name}</span>
                  ) : null}
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}
