import fs from 'node:fs';
import path from 'node:path';

/** What the web app's server entry returns beside its HTML (apps/web/src/app/server-render/page-answers.ts). */
export interface PageState {
  language: string;
  answers: Record<string, unknown>;
}

/** The id the app reads the state by (page-answers.ts PAGE_STATE_ID). */
const PAGE_STATE_ID = 'meridian-page-state';

/**
 * The state as a JSON script element after `#root`. Every `<` is escaped, so no content text (a title
 * holding `</script>`) can end the element early; JSON.parse reads `\u003c` back as `<`.
 */
export function pageStateHtml(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

const languagePattern = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
const cache = new Map<string, { mtimeMs: number; strings: unknown }>();

function readStrings(localesDir: string, language: string): unknown {
  if (!languagePattern.test(language)) return null;
  const file = path.join(localesDir, language, 'translations.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.strings;
  const strings: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, strings });
  return strings;
}

/** The UI strings of a language and of English (the fallback), as i18next resources. */
export function readTranslations(localesDir: string, language: string): Record<string, { translations: unknown }> {
  const resources: Record<string, { translations: unknown }> = {};
  for (const code of new Set([language.toLowerCase(), 'en'])) {
    const strings = readStrings(localesDir, code);
    if (strings) resources[code] = { translations: strings };
  }
  return resources;
}
