// A list of places (directory or search results) as buttons: picking one selects it on the map.
import { Building2, MapPin } from 'lucide-react';
import type { SearchPlaceResult } from '@meridian/contracts';
import './map-panels.css';

export function PlaceResults({
  results,
  label,
  onPick,
}: {
  results: readonly SearchPlaceResult[];
  label: string;
  onPick: (result: SearchPlaceResult) => void;
}) {
  return (
    <ul className="map-results" aria-label={label}>
      {results.map((result) => {
        const Icon = result.is_building ? Building2 : MapPin;
        return (
          <li key={result.id}>
            <button type="button" className="map-results__item" onClick={() => onPick(result)}>
              <Icon aria-hidden="true" size={18} />
              <span className="map-results__title">{result.title}</span>
              {result.maps_feature_type ? (
                <span className="map-results__meta">{result.maps_feature_type.name}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
