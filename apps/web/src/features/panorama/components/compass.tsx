// The compass (issue 12, spec section 4 "Rotation"): a small dial whose needle points north as the
// visitor looks around, read from the viewer's heading; pressing it turns the view back to north.
import Navigation2 from 'lucide-react/icons/navigation-2';
import { useTranslation } from 'react-i18next';
import { HEADING_SHAPE_OFFSET, normaliseDegrees } from '../heading.ts';
import { useHeadingStore } from '../heading-store.ts';

/** The heading store carries the map arrow's half-turn offset; the compass wants the true heading. */
export function viewHeading(storedHeading: number): number {
  return normaliseDegrees(storedHeading - HEADING_SHAPE_OFFSET);
}

export function Compass({ onResetNorth, disabled }: { onResetNorth: () => void; disabled: boolean }) {
  const { t } = useTranslation();
  const stored = useHeadingStore((state) => state.heading);
  const heading = stored === null ? 0 : viewHeading(stored);
  return (
    <button
      type="button"
      className="compass"
      onClick={onResetNorth}
      disabled={disabled}
      aria-label={t('viewer.panorama.compass', { degrees: Math.round(heading) })}
    >
      <span className="compass__dial" style={{ transform: `rotate(${-heading}deg)` }} aria-hidden="true">
        <Navigation2 className="compass__needle" focusable="false" />
        <span className="compass__north">N</span>
      </span>
    </button>
  );
}
