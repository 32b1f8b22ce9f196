// Distances and durations in the visitor's units and language. The API speaks metres and
// seconds; metric or imperial is the unit switch's choice (cookie unit_system, spec section 9).
import type { UnitSystem } from '../../lib/cookies.ts';

const METRES_PER_FOOT = 0.3048;
const METRES_PER_MILE = 1609.344;

function format(language: string, value: number, unit: string, digits: number): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(value);
}

/** Short distances in metres or feet (rounded to 5 m / 10 ft), longer ones in km or miles. */
export function formatDistance(metres: number, units: UnitSystem, language: string): string {
  if (units === 'imperial') {
    const feet = metres / METRES_PER_FOOT;
    if (feet < 1000) return format(language, Math.max(0, Math.round(feet / 10) * 10), 'foot', 0);
    return format(language, metres / METRES_PER_MILE, 'mile', 1);
  }
  if (metres < 1000) return format(language, Math.max(0, Math.round(metres / 5) * 5), 'meter', 0);
  return format(language, metres / 1000, 'kilometer', 1);
}

/** Whole minutes (at least one), then hours and minutes. */
export function formatDuration(seconds: number, language: string): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return format(language, minutes, 'minute', 0);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = format(language, hours, 'hour', 0);
  return rest === 0 ? hourText : `${hourText} ${format(language, rest, 'minute', 0)}`;
}
