/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; quotes doubled. */
function field(value: string): string {
  // A leading = + - @ would make a spreadsheet run the cell as a formula: a quote keeps it text
  // (a plain number such as -3 is left as it is).
  const formula = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of strings as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

export interface StoredSubmission {
  id: number;
  language: string;
  /** JSON text: `{ [field]: string | string[] }`. */
  data: string;
  created_at: string;
}

/** Submissions as CSV: received, language, then every field any of them has (lists joined by `; `). */
export function submissionsCsv(submissions: readonly StoredSubmission[]): string {
  const parsed = submissions.map((submission) => ({
    ...submission,
    values: JSON.parse(submission.data) as Record<string, string | string[]>,
  }));
  const fields = [...new Set(parsed.flatMap((submission) => Object.keys(submission.values)))];
  const rows = parsed.map((submission) => [
    submission.created_at,
    submission.language,
    ...fields.map((name) => {
      const value = submission.values[name];
      return Array.isArray(value) ? value.join('; ') : (value ?? '');
    }),
  ]);
  return toCsv([['received_at', 'language', ...fields], ...rows]);
}
