// Visits and page views per day: a uPlot line chart (canvas, this route's own chunk) for the eye,
// and the same numbers as a table for screen readers and keyboard users (visually hidden).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColours } from './chart-colours.ts';

/** A day of the chart; null numbers: a day the server has not counted yet (a gap in the lines). */
export interface TrafficDay {
  day: string;
  visits: number | null;
  page_views: number | null;
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
    const longFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(i18n.language);
    const colours = chartColours(cssVar(element, '--brand', '#000000'), cssVar(element, '--color-surface', '#ffffff'));
    const text = cssVar(element, '--color-text', '#111');
    const grid = cssVar(element, '--color-border', '#ddd');
    // The canvas draws its labels in the app's own fonts (components/fonts.css), as the page's text.
    const font = `12px ${cssVar(element, '--font-sans', 'sans-serif')}`;
    const axis = { stroke: text, font, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        series: [
          {
            label: t('insights.day'),
            value: (_u, value) => (Number.isFinite(value) ? longFormat.format(new Date(value * 1000)) : '–'),
          },
          {
            label: t('insights.visits'),
            stroke: colours.visits,
            width: 2,
            fill: `${colours.visits}22`,
            value: (_u, value) => (Number.isFinite(value) ? numbers.format(value) : '–'),
          },
          {
            label: t('insights.pageViews'),
            stroke: colours.pageViews,
            width: 2,
            dash: [6, 4],
            value: (_u, value) => (Number.isFinite(value) ? numbers.format(value) : '–'),
          },
        ],
        axes: [
          {
            ...axis,
            // A date label is wider than uPlot's default tick spacing (Arabic month names, a phone).
            space: 64,
            values: (_u, ticks) => ticks.map((tick) => format.format(new Date(tick * 1000))),
          },
          { ...axis, size: 56, values: (_u, ticks) => ticks.map((tick) => numbers.format(tick)) },
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
    // A face that arrives after the first draw (font-display: swap) is drawn with once it is here.
    let live = true;
    void document.fonts.load(font, '0123456789').then(() => {
      if (live) chart.redraw(false, true);
    });
    return () => {
      live = false;
      resize.disconnect();
      chart.destroy();
    };
  }, [days, i18n.language, t]);

  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(i18n.language);
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
              <td>{day.visits === null ? t('insights.notCountedYet') : numbers.format(day.visits)}</td>
              <td>{day.page_views === null ? t('insights.notCountedYet') : numbers.format(day.page_views)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
