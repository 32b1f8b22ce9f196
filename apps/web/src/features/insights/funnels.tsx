// Tour and CTA funnels: each step a bar whose length is its share of the funnel's first step.
import type { InsightsCta, InsightsTour } from '@meridian/contracts';
import { useTranslation } from 'react-i18next';
import { BarList } from './bar-list.tsx';

function seconds(ms: number | null, language: string, unit: (value: string) => string): string | undefined {
  return ms === null
    ? undefined
    : unit(new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(ms / 1000));
}

export function TourFunnel({ tour }: { tour: InsightsTour }) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const rows = [
    { key: 'started', label: t('insights.started'), count: tour.started },
    ...tour.stops.map((stop) => ({
      key: `stop-${stop.stop}`,
      label: t('insights.stop', { number: numbers.format(stop.stop) }),
      count: stop.reached,
      note: seconds(stop.median_ms, i18n.language, (value) => t('insights.medianSeconds', { value })),
    })),
    { key: 'completed', label: t('insights.completed'), count: tour.completed },
  ];
  return (
    <section className="insights-funnel" aria-labelledby={`tour-${tour.tour}`}>
      <h4 id={`tour-${tour.tour}`} className="insights-funnel__title">
        {tour.tour}
      </h4>
      <BarList rows={rows} label={t('insights.tourFunnel', { tour: tour.tour })} empty="" />
    </section>
  );
}

export function CtaFunnel({ cta }: { cta: InsightsCta }) {
  const { t } = useTranslation();
  const title = cta.title || t('insights.untitledCta', { id: cta.id });
  const rows = [
    { key: 'shown', label: t('insights.shown'), count: cta.shown },
    { key: 'submitted', label: t('insights.submitted'), count: cta.submitted },
    { key: 'succeeded', label: t('insights.succeeded'), count: cta.succeeded },
    { key: 'dismissed', label: t('insights.dismissed'), count: cta.dismissed },
    { key: 'closed', label: t('insights.closed'), count: cta.closed },
  ];
  return (
    <section className="insights-funnel" aria-labelledby={`cta-${cta.id}`}>
      <h4 id={`cta-${cta.id}`} className="insights-funnel__title">
        {title}
      </h4>
      <BarList rows={rows} label={t('insights.ctaFunnel', { cta: title })} empty="" />
    </section>
  );
}
