// One side of the route: a text field whose typing resets the side (spec 4) and a slot for the
// place suggestions the screen provides.
import { useId, type ReactNode } from 'react';
import type { DirectionInput } from '../direction-inputs.ts';

export function DirectionField({
  label,
  input,
  onText,
  onFocus,
  suggestions,
}: {
  label: string;
  input: DirectionInput;
  onText: (text: string) => void;
  onFocus: (hasFocus: boolean) => void;
  suggestions: ReactNode;
}) {
  const id = useId();
  return (
    <div className="direction-field">
      <label htmlFor={id} className="direction-field__label">
        {label}
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={input.text}
        onChange={(event) => onText(event.target.value)}
        onFocus={() => onFocus(true)}
        onBlur={() => onFocus(false)}
      />
      {suggestions}
    </div>
  );
}
