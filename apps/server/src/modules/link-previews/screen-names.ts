import fs from 'node:fs';
import path from 'node:path';
import { normaliseLanguage } from '@meridian/contracts/language-match';

/** The app's name of a screen (`screens.*` of its UI strings), for page titles the app also writes. */
export type ScreenName = 'map' | 'ctaPreview';

const fallbackLanguage = 'en';
const cache = new Map<string, Partial<Record<ScreenName, string>>>();

function screensOf(localesDir: string, language: string): Partial<Record<ScreenName, string>> {
  const key = `${localesDir}\n${language}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const screens: Partial<Record<ScreenName, string>> = {};
  try {
    const file = path.join(localesDir, language, 'translations.json');
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const found: unknown = (parsed as { screens?: unknown }).screens;
    if (found && typeof found === 'object') {
      const words = found as Record<string, unknown>;
      for (const screen of ['map', 'ctaPreview'] as const) {
        const word = words[screen];
        if (typeof word === 'string') screens[screen] = word;
      }
    }
  } catch {
    // No such language among the UI strings (or no web build): the English name.
  }
  cache.set(key, screens);
  return screens;
}

/**
 * The screen's name in the page's language, read from the web build's own UI strings (so the title the
 * server writes is the one the app sets), English when that language has none.
 */
export function screenName(webDistDir: string, language: string, screen: ScreenName): string {
  const localesDir = path.join(webDistDir, 'locales');
  const wanted = normaliseLanguage(language);
  const name = screensOf(localesDir, wanted)[screen] ?? screensOf(localesDir, fallbackLanguage)[screen];
  return typeof name === 'string' ? name : screen === 'map' ? 'Campus map' : 'Call-to-action preview';
}
