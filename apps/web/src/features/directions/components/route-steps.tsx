// The route's steps as an ordered list: what a screen-reader user hears instead of the line, and
// what a sighted visitor follows (an icon per manoeuvre, the distance to the next one).
import type { RouteStep } from '@meridian/contracts';
import type { UnitSystem } from '../../../lib/cookies.ts';
import { formatDistance } from '../units.ts';
import { maneuverIcon } from './maneuver-icon.tsx';

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
      {steps.map((step, index) => {
        const Icon = maneuverIcon(step.maneuver);
        return (
          <li key={index} className="route-steps__step" data-type={step.maneuver.type}>
            <span className="route-steps__icon" aria-hidden="true">
              <Icon size={18} />
            </span>
            <span className="route-steps__text">{step.maneuver.instruction ?? step.name}</span>
            {step.distance > 0 ? (
              <span className="route-steps__distance">{formatDistance(step.distance, units, language)}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
