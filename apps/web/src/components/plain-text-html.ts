/** True when the HTML parser would turn this into the same plain text (no tags, no entities). */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}
