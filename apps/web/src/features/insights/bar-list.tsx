// Ranked bars drawn with HTML: each row's name and number are text (read by screen readers and
// copied as they are); the bar is decoration whose length is the row's share of the largest.
// Numbers are written the page language's way (Arabic-Indic digits in Arabic).
import { useTranslation } from 'react-i18next';

export interface BarRow {
  key: string;
  label: string;
  count: number;
  /** Shown after the number (a median time, a share). */
  note?: string;
}

export function BarList({ rows, label, empty }: { rows: readonly BarRow[]; label: string; empty: string }) {
  const { i18n } = useTranslation();
  if (rows.length === 0) return <p className="insights__empty">{empty}</p>;
  const numbers = new Intl.NumberFormat(i18n.language);
  const largest = Math.max(...rows.map((row) => row.count), 1);
  return (
    <ol className="insights-bars" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className="insights-bars__row">
          <span className="insights-bars__label">{row.label}</span>
          <span className="insights-bars__value">
            {numbers.format(row.count)}
            {row.note ? <span className="insights-bars__note"> · {row.note}</span> : null}
          </span>
          <span
            className="insights-bars__bar"
            aria-hidden="true"
            style={{ inlineSize: `${Math.max((row.count / largest) * 100, row.count > 0 ? 1 : 0)}%` }}
          />
        </li>
      ))}
    </ol>
  );
}
