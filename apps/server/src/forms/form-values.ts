// What a form's values are, for the two modules that handle forms: submissions (validates and stores
// them) and hosted-forms (renders the page that posts them). Shared, so in the core.

/** Length in Unicode code points, so a limit means the same for Latin, Arabic and CJK text. */
export function characterLength(value: string): number {
  return Array.from(value).length;
}

export function truncateCharacters(value: string, max: number): string {
  return Array.from(value).slice(0, max).join('');
}

/** Choices are authored as one comma-separated string; blanks around each are not part of it. */
export function parseChoices(choices: string): string[] {
  return choices
    .split(',')
    .map((choice) => choice.trim())
    .filter((choice) => choice !== '');
}

/** Context a hosted form adds when it is shown inside a tour (spec section 2); stored, not validated as fields. */
export const TOUR_CONTEXT_FIELDS = ['tourTitle', 'tourSlug'] as const;
export const TOUR_CONTEXT_MAX_LENGTH = 255;

export type TourContext = Partial<Record<(typeof TOUR_CONTEXT_FIELDS)[number], string>>;

/** The tour context sent (a query string's or a submission's first value per name), trimmed, blanks left out. */
export function readTourContext(
  first: (name: (typeof TOUR_CONTEXT_FIELDS)[number]) => string | undefined,
): TourContext {
  const context: TourContext = {};
  for (const name of TOUR_CONTEXT_FIELDS) {
    const sent = first(name)?.trim();
    if (sent) context[name] = truncateCharacters(sent, TOUR_CONTEXT_MAX_LENGTH);
  }
  return context;
}
