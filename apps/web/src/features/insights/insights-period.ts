// The dashboard's periods: the last N whole days (UTC) up to and including today, so what a
// visitor just did is already counted.
export const periodChoices = ['7', '30', '90', '365'] as const;
export type PeriodChoice = (typeof periodChoices)[number];

const DAY_MS = 86_400_000;

export function periodOf(choice: PeriodChoice, now: Date = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Number(choice);
  return {
    from: new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10),
    to: new Date(today).toISOString().slice(0, 10),
  };
}
