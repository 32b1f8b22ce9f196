// The selected place: title, image, feature type and icon, building flag, and the way to get there.
import { Building2, MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PlacePointFeature } from '../place-point.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';

export function PlaceDetails({ place, onDirections }: { place: PlacePointFeature; onDirections: (() => void) | null }) {
  const { t } = useTranslation();
  const { title, thumbnail, maps_feature_type: type, is_building: isBuilding } = place.properties;
  const Icon = isBuilding ? Building2 : MapPin;
  return (
    <article className="map-place" aria-live="polite">
      {thumbnail ? <img className="map-place__image" src={thumbnail} alt="" /> : null}
      <h3 className="map-place__title">
        <Icon aria-hidden="true" size={20} /> {title}
      </h3>
      <p className="map-place__badges">
        {type ? <Badge>{type.name}</Badge> : null}
        {isBuilding ? <Badge>{t('map.place.building')}</Badge> : null}
      </p>
      {onDirections ? (
        <Button onClick={onDirections}>
          <Navigation aria-hidden="true" size={16} /> {t('map.place.directions')}
        </Button>
      ) : null}
    </article>
  );
}
