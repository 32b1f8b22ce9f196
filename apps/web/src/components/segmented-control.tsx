// A small set of mutually exclusive choices (units, theme, tabs of a panel). Built on native radio
// inputs, so arrow keys, Tab order and screen-reader announcements are the browser's own.
import { useId } from 'react';
import './tokens.css';
import './segmented-control.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

export interface SegmentedControlProps<T extends string> {
  /** The group's accessible name (shown visually only when `showLegend`). */
  legend: string;
  showLegend?: boolean;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  tone?: 'surface' | 'overlay';
  className?: string;
}

export function SegmentedControl<T extends string>({
  legend,
  showLegend = false,
  options,
  value,
  onChange,
  tone = 'surface',
  className,
}: SegmentedControlProps<T>) {
  const name = useId();
  return (
    <fieldset className={['segmented', className].filter(Boolean).join(' ')} data-tone={tone}>
      <legend className={showLegend ? 'segmented__legend' : 'visually-hidden'}>{legend}</legend>
      <div className="segmented__track">
        {options.map((option) => (
          <label key={option.value} className="segmented__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
