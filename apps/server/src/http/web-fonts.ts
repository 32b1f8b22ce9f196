import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The stylesheets the web app bundles (apps/web/src/components/fonts.css), from the same packages. */
const fontStylesheets = ['@fontsource-variable/mulish/wght.css', '@fontsource-variable/noto-sans-arabic/wght.css'];

/** The font stack of the server's own pages: the bundled faces, then the system's (as tokens.css). */
export const WEB_FONT_STACK = "'Mulish Variable','Noto Sans Arabic Variable',system-ui,sans-serif";

const faceSources = fontStylesheets.map((stylesheet) => fs.readFileSync(require.resolve(stylesheet), 'utf8'));

let memo: { key: string; css: string } | null = null;

/**
 * The @font-face rules for a page the server writes itself (the hosted form), pointing at the very
 * files the web build emitted (`/assets/<name>-<hash>.woff2`): a visitor who has the app's font
 * cached gets the form's from the cache, and the page's CSP needs nothing but `font-src 'self'`.
 * A face whose file the build does not hold is left out (no build yet: the system's fonts).
 */
export function webFontFaces(webDistDir: string): string {
  const assetsDir = path.join(webDistDir, 'assets');
  let key: string;
  try {
    key = `${assetsDir}\n${String(fs.statSync(assetsDir).mtimeMs)}`;
  } catch {
    return '';
  }
  if (memo?.key === key) return memo.css;
  const built = new Map<string, string>();
  for (const file of fs.readdirSync(assetsDir)) {
    const match = /^(.+)-[\w-]{8}\.woff2$/.exec(file);
    if (match?.[1]) built.set(match[1], file);
  }
  const css = faceSources
    .flatMap((source) => source.match(/@font-face\s*{[^}]*}/g) ?? [])
    .flatMap((face) => {
      const name = /url\(\.\/files\/([\w-]+)\.woff2\)/.exec(face)?.[1];
      const file = name === undefined ? undefined : built.get(name);
      if (file === undefined) return [];
      return [face.replace(/url\(\.\/files\/[\w-]+\.woff2\)/, `url(/assets/${file})`).replace(/\s+/g, ' ')];
    })
    .join('');
  memo = { key, css };
  return css;
}
