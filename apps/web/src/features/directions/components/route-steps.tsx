// The route's steps as an ordered list: what a screen-reader user hears instead of the line.
import type { RouteStep } from '@meridian/contracts';
import type { UnitSystem } from '../../../lib/cookies.ts';
import { formatDistance } from '../units.ts';

export function RouteSteps({
  steps,
  units,
  language,
  label,
}: {
  steps: readonly RouteStep[];
  units: UnitSystem;
  language: string;
  label: string;
}) {
  return (
    <ol className="route-steps" aria-label={label}>
      {steps.map((step, index) => (
        <li key={index} className="route-steps__step">
          <span>{step.maneuver.instruction ?? step.name}</span>
          {step.distance > 0 ? (
            <span className="route-steps__distance">{formatDistance(step.distance, units, language)}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
