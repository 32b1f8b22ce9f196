// A selectable chip: a toggle (label filters, place categories) announced as pressed or not.
import { Check, type LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import './tokens.css';
import './chip.css';

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onChange'> {
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  icon?: LucideIcon;
  children: ReactNode;
}

export function Chip({ selected, onSelectedChange, icon: Icon, children, className, ...rest }: ChipProps) {
  const ShownIcon = selected ? Check : Icon;
  return (
    <button
      {...rest}
      type="button"
      className={['chip', className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      onClick={() => onSelectedChange(!selected)}
    >
      {ShownIcon ? <ShownIcon className="chip__icon" aria-hidden="true" focusable="false" /> : null}
      {children}
    </button>
  );
}
