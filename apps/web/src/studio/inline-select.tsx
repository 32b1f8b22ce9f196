// A labelled choice in a toolbar: the label names the select alone (not its options' text too, as a
// label wrapped around the select would).
import { useId, type ReactNode } from 'react';

interface InlineSelectProps {
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

export function InlineSelect({ label, hideLabel = false, value, onChange, children }: InlineSelectProps) {
  const id = useId();
  return (
    <span className="studio-inline-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select id={id} className="studio-select" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </span>
  );
}
