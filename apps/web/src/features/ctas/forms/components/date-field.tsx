// The date field (spec sections 2 and 5): year, month and day from a calendar popup, shown like
// `Month d, yyyy` in the visitor's language; choosing nothing (clearing) keeps the date. The
// calendar is keyboard operable (arrow keys, Page Up/Down, Home/End) and Escape closes only it.
// The calendar itself (react-day-picker, date-fns) is a lazy module requested as soon as a form
// with a date field is shown, so it is there by the time the visitor opens it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateCalendarProps } from './date-calendar.tsx';

type CalendarModule = typeof import('./date-calendar.tsx');
let calendarModule: CalendarModule | null = null;
const loadCalendar = () => import('./date-calendar.tsx').then((module) => (calendarModule = module));

/**
 * Whether the calendar's module is in. Not `lazy`: that suspends once even for a module already
 * loaded, and the calendar then appeared a task after the toggle's press, when the keys that followed
 * it had already gone to the toggle. A failed load is tried again at the next opening.
 */
function useCalendarLoaded(opened: boolean): boolean {
  const [loaded, setLoaded] = useState(() => calendarModule !== null);
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loadCalendar().then(
      () => current && setLoaded(true),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, opened]);
  return loaded;
}

/** The calendar, rendered only once useCalendarLoaded says its module is in. */
function LoadedCalendar(props: DateCalendarProps) {
  return calendarModule ? <calendarModule.DateCalendar {...props} /> : null;
}

export function parseIsoDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : undefined;
}

/** Date only, year-month-day (spec section 4). */
export function toIsoDate(date: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `Month d, yyyy` in English; the same long form in the other languages. */
export function formatLongDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

export interface DateFieldProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (value: string) => void;
  language: string;
  dir: 'ltr' | 'rtl';
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export function DateField({ id, labelId, value, onChange, language, dir, describedBy, invalid }: DateFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const valueId = useId();
  const selected = parseIsoDate(value);

  // The field is on screen: its calendar's code is fetched now, not on the first press.
  const calendarLoaded = useCalendarLoaded(open);

  // Once the calendar is in (stable: once per opening), it takes the focus in the same commit:
  // react-day-picker's own autoFocus moves it in an effect, after the paint, and keys pressed in
  // between went to the toggle behind it (Enter closed the calendar again, with no date). The
  // modal's body then scrolls to show the whole calendar (not every DOM has it; jsdom does not).
  const takeFocusAndShowWhole = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    node.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
    if (typeof (node as Partial<HTMLDivElement>).scrollIntoView === 'function') {
      node.scrollIntoView({ block: 'nearest' });
    }
  }, []);

  const closeCalendar = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Escape closes the calendar, not the modal around it: caught on the way down (capture phase)
  // before the modal's own listener sees it.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' && event.key !== 'Esc') return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  return (
    <div className="form-date">
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="form-date__toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy}
        data-invalid={invalid || undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span id={valueId}>{selected ? formatLongDate(selected, language) : t('form.noDate')}</span>
        <span aria-hidden="true" className="form-date__icon">
          ▾
        </span>
      </button>
      {open && calendarLoaded ? (
        // The dialog appears with its calendar (which takes the focus), never empty before it: keys
        // pressed in between would otherwise go to the toggle behind it.
        <div className="form-date__popup" role="dialog" aria-label={t('form.chooseDate')} ref={takeFocusAndShowWhole}>
          <LoadedCalendar
            selected={selected}
            onSelect={(day) => {
              onChange(toIsoDate(day));
              closeCalendar();
            }}
            language={language}
            dir={dir}
          />
        </div>
      ) : null}
    </div>
  );
}
