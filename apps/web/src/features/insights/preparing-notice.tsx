// Days of the period the server has not rolled up yet (after an upgrade or a long stop) and left
// out of the figures: said plainly above them, while the report asks again until they are in.
import type { InsightsReport } from '@meridian/contracts';
import Hourglass from 'lucide-react/icons/hourglass';
import { useTranslation } from 'react-i18next';
import type { TrafficDay } from './traffic-chart.tsx';

/** How often the report is asked again while days are being prepared. */
export const PREPARING_REFRESH_MS = 5_000;

export function refreshWhilePreparing(report: InsightsReport | undefined): number | false {
  return report?.preparing ? PREPARING_REFRESH_MS : false;
}

/** The chart's days, those being prepared without numbers (gaps, not zeros). */
export function trafficOf(report: InsightsReport): TrafficDay[] {
  const { preparing } = report;
  if (!preparing) return report.traffic;
  return report.traffic.map((day) =>
    day.day >= preparing.from && day.day <= preparing.to ? { day: day.day, visits: null, page_views: null } : day,
  );
}

export function PreparingNotice({
  preparing,
  language,
}: {
  preparing: NonNullable<InsightsReport['preparing']>;
  language: string;
}) {
  const { t } = useTranslation();
  const dates = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  const range = dates.formatRange(day(preparing.from), day(preparing.to));
  const days = t('insights.days', {
    count: preparing.days,
    value: new Intl.NumberFormat(language).format(preparing.days),
  });
  return (
    <p className="insights__preparing" role="status" data-testid="insights-preparing">
      <Hourglass aria-hidden="true" className="insights__preparing-icon" />
      <span>{t('insights.preparing', { days, range })}</span>
    </p>
  );
}
