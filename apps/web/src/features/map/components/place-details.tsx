// The selected place: title, image, feature type and icon, building flag, and the way to get there.
import { Building2, MapPin, Navigation } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacePointFeature } from '../place-point.ts';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';

export function PlaceDetails({
  place,
  onDirections,
  focusRequest,
}: {
  place: PlacePointFeature;
  onDirections: (() => void) | null;
  /** Changes when the visitor picked this place from a list: focus moves to it (the list is gone). */
  focusRequest: number;
}) {
  const { t } = useTranslation();
  const { title, thumbnail, maps_feature_type: type, is_building: isBuilding } = place.properties;
  const Icon = isBuilding ? Building2 : MapPin;
  const heading = useRef<HTMLHeadingElement>(null);
  // Picking a result removes the list it was in; focus then lands on the place, not the page top.
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);
  return (
    <article className="map-place" aria-live="polite">
      {thumbnail ? <img className="map-place__image" src={thumbnail} alt="" /> : null}
      <h3 className="map-place__title" ref={heading} tabIndex={-1}>
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
