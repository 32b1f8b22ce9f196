// The neutral tokens in tokens.css meet WCAG 2.2 AA: every text colour on every surface of its
// theme, and text on the translucent glass/overlay surfaces over the worst backdrop (pure black or
// pure white imagery). Reduced motion zeroes every duration. Fonts are the app's own, bundled.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DARK_SURFACE_CEILING, LIGHT_SURFACE_FLOOR } from '../lib/brand-tokens.ts';
import { composite, contrastRatio, parseHexColor, type Rgb } from '../lib/color-contrast.ts';

const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The custom properties declared in the first rule whose selector is `selector`. */
function block(selector: string): Map<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  const properties = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) properties.set(match[1] ?? '', (match[2] ?? '').trim());
  return properties;
}

const light = block(':root');
const dark = new Map([...light, ...block("[data-theme='dark']")]);

function solid(theme: Map<string, string>, name: string): Rgb {
  const color = parseHexColor(theme.get(name) ?? '');
  if (!color) throw new Error(`${name} is not a hex colour: ${theme.get(name)}`);
  return color;
}

/** `rgb(r g b / a)` as colour and alpha. */
function translucent(theme: Map<string, string>, name: string): [Rgb, number] {
  const match = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(theme.get(name) ?? '');
  if (!match) throw new Error(`${name} is not rgb(r g b / a)`);
  return [{ r: Number(match[1]), g: Number(match[2]), b: Number(match[3]) }, Number(match[4])];
}

const backdrops: Rgb[] = [
  { r: 0, g: 0, b: 0 },
  { r: 255, g: 255, b: 255 },
];

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme', (_name, theme) => {
  it('shows body and muted text with at least 4.5:1 on every surface', () => {
    for (const surface of ['--color-page', '--color-surface', '--color-surface-raised', '--color-surface-sunken']) {
      for (const text of ['--color-text', '--color-text-muted']) {
        expect(
          contrastRatio(solid(theme, text), solid(theme, surface)),
          `${text} on ${surface}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps borders of controls at 3:1 against the surface', () => {
    expect(
      contrastRatio(solid(theme, '--color-border-strong'), solid(theme, '--color-surface')),
    ).toBeGreaterThanOrEqual(3);
  });

  it('keeps glass panels readable over any panorama', () => {
    const [glass, alpha] = translucent(theme, '--glass-bg');
    for (const backdrop of backdrops) {
      const seen = composite(glass, alpha, backdrop);
      expect(contrastRatio(solid(theme, '--glass-fg'), seen)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(solid(theme, '--glass-fg-muted'), seen)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tokens', () => {
  it('keeps overlay controls readable over any panorama', () => {
    for (const background of ['--overlay-bg', '--overlay-bg-hover']) {
      const [overlay, alpha] = translucent(light, background);
      for (const backdrop of backdrops) {
        const seen = composite(overlay, alpha, backdrop);
        expect(contrastRatio(solid(light, '--overlay-fg'), seen)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(solid(light, '--overlay-fg-muted'), seen)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('computes brand accents against the surfaces the CSS really has', () => {
    expect(light.get('--color-surface-sunken')).toBe(LIGHT_SURFACE_FLOOR);
    expect(dark.get('--color-surface-sunken')).toBe(DARK_SURFACE_CEILING);
  });

  it('uses the spec section 9 durations and none under prefers-reduced-motion', () => {
    expect(light.get('--motion-fade')).toBe('250ms');
    expect(light.get('--motion-modal')).toBe('300ms');
    expect(light.get('--motion-banner')).toBe('400ms');
    const reduced = tokensCss.slice(tokensCss.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const name of ['--motion-fade', '--motion-modal', '--motion-banner', '--motion-press']) {
      expect(reduced).toContain(`${name}: 0ms;`);
    }
  });

  it('draws text in the fonts the app bundles, fetched from nowhere else', () => {
    const fontsCss = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');
    expect([...tokensCss.matchAll(/@import\s+'([^']+)'/g)].map((match) => match[1])).toEqual(['./fonts.css']);
    expect(tokensCss).not.toMatch(/@font-face|url\(/);
    expect([...fontsCss.matchAll(/@import\s+'([^']+)'/g)].map((match) => match[1])).toEqual([
      '@fontsource-variable/mulish/wght.css',
      '@fontsource-variable/noto-sans-arabic/wght.css',
    ]);
    expect(fontsCss).not.toMatch(/url\(|https?:/);
    expect(light.get('--font-sans')).toMatch(/^'Mulish Variable', 'Noto Sans Arabic Variable',/);
  });
});
