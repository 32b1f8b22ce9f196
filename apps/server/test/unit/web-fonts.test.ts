import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webFontFaces } from '../../src/http/web-fonts.ts';

function distWith(files: string[]): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-fonts-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const file of files) fs.writeFileSync(path.join(dist, 'assets', file), '');
  return dist;
}

describe("the server's pages use the web build's font files", () => {
  it('points each face at the hashed file the build emitted, with its unicode range and swap', () => {
    const css = webFontFaces(
      distWith(['mulish-latin-wght-normal-WL5YNY-W.woff2', 'noto-sans-arabic-arabic-wght-normal-BhzieyvS.woff2']),
    );
    const faces = css.match(/@font-face {[^}]*}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(css).toContain("font-family: 'Mulish Variable'");
    expect(css).toContain('url(/assets/mulish-latin-wght-normal-WL5YNY-W.woff2)');
    expect(css).toContain("font-family: 'Noto Sans Arabic Variable'");
    expect(css).toContain('url(/assets/noto-sans-arabic-arabic-wght-normal-BhzieyvS.woff2)');
    for (const face of faces) {
      expect(face).toContain('font-display: swap');
      expect(face).toMatch(/unicode-range: U\+/);
    }
    expect(css).not.toContain('./files/');
  });

  it('leaves out the faces whose file the build does not hold, and everything without a build', () => {
    expect(webFontFaces(distWith(['index-abcdefgh.js']))).toBe('');
    expect(webFontFaces(path.join(os.tmpdir(), 'meridian-no-such-build'))).toBe('');
  });
});
