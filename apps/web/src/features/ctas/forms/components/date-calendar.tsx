// The date field's calendar (react-day-picker with its date-fns locales and styles), a lazy module
// of its own: it loads when a form with a date field is shown (date-field.tsx), not with the CTA
// modal or the homepage (docs/performance.md).
import { useLayoutEffect, useRef } from 'react';
import { DayPicker, type DayButtonProps } from 'react-day-picker';
import { ar, enUS, frCA, zhCN, zhTW } from 'react-day-picker/locale';
import 'react-day-picker/style.css';

const LOCALES = { en: enUS, 'fr-ca': frCA, fr: frCA, 'zh-hans': zhCN, 'zh-hant': zhTW, ar } as const;

export function dateLocale(language: string) {
  return language in LOCALES ? LOCALES[language as keyof typeof LOCALES] : enUS;
}

/**
 * react-day-picker's day button, focusing in a layout effect where the library's uses a passive one.
 * Preact runs passive effects after the next frame (React flushes them after a key's render), so an
 * arrow key moved the calendar's focused day while the browser's focus stayed on the day before, and
 * an Enter pressed within that frame chose the day before (seen in end-to-end runs on either size).
 */
function FocusingDayButton({ day: _day, modifiers, ...buttonProps }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...buttonProps} />;
}

const COMPONENTS = { DayButton: FocusingDayButton };

export interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (day: Date) => void;
  language: string;
  dir: 'ltr' | 'rtl';
}

export function DateCalendar({ selected, onSelect, language, dir }: DateCalendarProps) {
  const thisYear = new Date().getFullYear();
  return (
    <DayPicker
      mode="single"
      selected={selected}
      onSelect={(day) => {
        // Clearing (choosing the selected day again) is ignored: the date stays.
        if (day) onSelect(day);
      }}
      captionLayout="dropdown"
      startMonth={new Date(thisYear - 110, 0)}
      endMonth={new Date(thisYear + 10, 11)}
      defaultMonth={selected ?? new Date()}
      locale={dateLocale(language)}
      dir={dir}
      components={COMPONENTS}
      // The WAI-ARIA date picker dialog pattern: focus moves into the calendar just opened.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />
  );
}
