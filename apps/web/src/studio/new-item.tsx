// "New group": the button opens a one-field form asking for the name, so the group's key (and the
// slug of its address on the homepage) is made from a real name, not "new-group-3". Enter creates,
// Escape or Cancel closes, and the focus goes back to the button.
import type { LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/button.tsx';
import { useT } from './studio-strings.ts';

interface NewItemProps {
  buttonLabel: string;
  fieldLabel: string;
  icon: LucideIcon;
  disabled?: boolean;
  /** Resolves true once created (the form closes). */
  onCreate: (name: string) => Promise<boolean>;
}

export function NewItem({ buttonLabel, fieldLabel, icon, disabled = false, onCreate }: NewItemProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (returnFocus.current) button.current?.focus();
    returnFocus.current = false;
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setName('');
    setOpen(false);
  };

  if (!open) {
    return (
      <Button ref={button} variant="secondary" size="sm" icon={icon} disabled={disabled} onClick={() => setOpen(true)}>
        {buttonLabel}
      </Button>
    );
  }
  return (
    <form
      className="studio-new-item"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) return;
        void onCreate(trimmed).then((created) => {
          if (!created) return;
          setName('');
          setOpen(false);
        });
      }}
    >
      <label htmlFor={id} className="studio-label">
        {fieldLabel}
      </label>
      <div className="studio-new-item__row">
        <input
          ref={input}
          id={id}
          className="studio-input"
          type="text"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        />
        <Button type="submit" size="sm" disabled={!name.trim() || disabled}>
          {t('create')}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/** Moves the focus to the editor just opened (its heading), once it is on the page. */
export function focusEditorHeading(id: string): void {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
