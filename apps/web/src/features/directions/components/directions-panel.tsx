// Directions (spec 3, 4, 8): two inputs, walking / cycling / driving, the step-free option, the
// unit switch, the route's length and time, its steps, and a failure with the provider's words.
import { ArrowDownUp, LocateFixed, X } from 'lucide-react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TravelMode } from '@meridian/contracts';
import { Button } from '../../../components/button.tsx';
import { IconButton } from '../../../components/icon-button.tsx';
import { SegmentedControl } from '../../../components/segmented-control.tsx';
import type { UnitSystem } from '../../../lib/cookies.ts';
import type { DirectionsAction, DirectionsState, Side } from '../direction-inputs.ts';
import type { ModeDirections } from '../directions-client.ts';
import { formatDistance, formatDuration } from '../units.ts';
import { DirectionField } from './direction-field.tsx';
import { RouteSteps } from './route-steps.tsx';
import './directions-panel.css';

export interface DirectionsPanelProps {
  state: DirectionsState;
  dispatch: Dispatch<DirectionsAction>;
  directions: ModeDirections;
  loading: boolean;
  units: UnitSystem;
  onUnits: (units: UnitSystem) => void;
  language: string;
  /** Place suggestions for the side being typed in (the screen's search). */
  suggestionsFor: (side: Side, text: string) => ReactNode;
}

export function DirectionsPanel(props: DirectionsPanelProps) {
  const { state, dispatch, directions, loading, units, onUnits, language, suggestionsFor } = props;
  const { t } = useTranslation();
  const modes: { value: TravelMode; label: string }[] = [
    { value: 'walking', label: t('map.directions.walking') },
    { value: 'cycling', label: t('map.directions.cycling') },
    { value: 'driving', label: t('map.directions.driving') },
  ];
  const locate = (side: Side) =>
    navigator.geolocation.getCurrentPosition((position) =>
      dispatch({
        type: 'use-location',
        side,
        text: t('map.directions.myLocation'),
        coordinates: [position.coords.longitude, position.coords.latitude],
      }),
    );
  const field = (side: Side, label: string) => (
    <DirectionField
      label={label}
      input={state[side]}
      onText={(text) => dispatch({ type: 'type-text', side, text })}
      onFocus={(hasFocus) => dispatch({ type: 'focus', side, hasFocus })}
      suggestions={
        state[side].source === null && state[side].text.trim() !== '' ? suggestionsFor(side, state[side].text) : null
      }
    />
  );
  return (
    <div className="directions-panel">
      <div className="directions-panel__ends">
        <div className="directions-panel__fields">
          {field('start', t('map.directions.from'))}
          {field('end', t('map.directions.to'))}
        </div>
        <IconButton
          icon={ArrowDownUp}
          label={t('map.directions.swap')}
          tone="surface"
          tooltipSide="start"
          onClick={() => dispatch({ type: 'swap' })}
        />
      </div>
      <div className="directions-panel__actions">
        <Button variant="ghost" size="sm" onClick={() => locate('start')}>
          <LocateFixed aria-hidden="true" size={16} /> {t('map.directions.useLocation')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => dispatch({ type: 'clear' })}>
          <X aria-hidden="true" size={16} /> {t('map.directions.clear')}
        </Button>
      </div>
      <SegmentedControl
        legend={t('map.directions.mode')}
        options={modes}
        value={state.mode}
        onChange={(mode) => dispatch({ type: 'mode', mode })}
      />
      <label className="directions-panel__check">
        <input
          type="checkbox"
          checked={state.stepFree}
          onChange={(event) => dispatch({ type: 'step-free', stepFree: event.target.checked })}
        />{' '}
        {t('map.directions.stepFree')}
      </label>
      <SegmentedControl
        legend={t('map.directions.units')}
        options={[
          { value: 'metric', label: t('map.directions.metric') },
          { value: 'imperial', label: t('map.directions.imperial') },
        ]}
        value={units}
        onChange={onUnits}
      />
      {loading ? <p role="status">{t('map.loading')}</p> : null}
      {directions.error ? (
        <div role="alert" className="directions-panel__error">
          <strong>{directions.error.title}</strong> {directions.error.message}
          {directions.error.status > 0 ? ` (${directions.error.status})` : null}
        </div>
      ) : null}
      {directions.steps.length > 0 ? (
        <>
          <p className="directions-panel__summary" role="status">
            {formatDuration(directions.duration, language)} · {formatDistance(directions.distance, units, language)}
          </p>
          <RouteSteps steps={directions.steps} units={units} language={language} label={t('map.directions.steps')} />
        </>
      ) : null}
    </div>
  );
}
