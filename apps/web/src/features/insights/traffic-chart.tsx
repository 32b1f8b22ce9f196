// Visits and page views per day: a uPlot line chart (canvas, this route's own chunk) for the eye,
// and the same numbers as a table for screen readers and keyboard users (visually hidden).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrafficDay {
  day: string;
  visits: number;
  page_views: number;
}

function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export function TrafficChart({ days }: { days: readonly TrafficDay[] }) {
  const { t, i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const format = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const accent = cssVar(element, '--color-accent', '#00467f');
    const muted = cssVar(element, '--color-text-muted', '#555');
    const text = cssVar(element, '--color-text', '#111');
    const grid = cssVar(element, '--color-border', '#ddd');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        series: [
          {},
          {
            label: t('insights.visits'),
            stroke: accent,
            width: 2,
            fill: /^#[0-9a-f]{6}$/i.test(accent) ? `${accent}22` : undefined,
          },
          { label: t('insights.pageViews'), stroke: muted, width: 2, dash: [6, 4] },
        ],
        axes: [
          { ...axis, values: (_u, ticks) => ticks.map((tick) => format.format(new Date(tick * 1000))) },
          { ...axis, size: 48 },
        ],
        scales: { x: { time: true } },
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
      },
      [
        days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000),
        days.map((day) => day.visits),
        days.map((day) => day.page_views),
      ],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, i18n.language, t]);

  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <div ref={host} className="insights-traffic" aria-hidden="true" />
      <table className="visually-hidden">
        <caption>{t('insights.trafficTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('insights.day')}</th>
            <th scope="col">{t('insights.visits')}</th>
            <th scope="col">{t('insights.pageViews')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{format.format(new Date(`${day.day}T00:00:00Z`))}</th>
              <td>{day.visits}</td>
              <td>{day.page_views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
