// What the map shows, for screen readers: the places on screen, the selected place and the route.
import { useTranslation } from 'react-i18next';
import type { PlacePointFeature } from '../../../features/map/place-point.ts';

export function MapShows({
  places,
  inView,
  selected,
  steps,
}: {
  places: readonly PlacePointFeature[];
  inView: readonly number[];
  selected: PlacePointFeature | null;
  steps: number;
}) {
  const { t } = useTranslation();
  const visible = places.filter((place) => inView.includes(place.properties.id));
  return (
    <section className="visually-hidden" aria-label={t('map.shows.label')}>
      <p aria-live="polite">
        {selected ? t('map.shows.selected', { name: selected.properties.title }) : null}{' '}
        {steps > 0 ? t('map.shows.route', { count: steps }) : null}
      </p>
      <h2>{t('map.shows.inView', { count: visible.length })}</h2>
      <ul>
        {visible.map((place) => (
          <li key={place.properties.id}>{place.properties.title}</li>
        ))}
      </ul>
    </section>
  );
}
