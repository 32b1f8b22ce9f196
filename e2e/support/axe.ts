// axe's serious and critical violations of a page, one line each (rule and the elements it names),
// so a failing check prints what to fix. Lesser findings are axe's "moderate" and "minor" advice.
import type AxeBuilder from '@axe-core/playwright';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export function seriousViolations(results: AxeResults, prefix = ''): string[] {
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${prefix}${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
