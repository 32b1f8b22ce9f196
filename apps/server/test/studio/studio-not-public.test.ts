// The Studio writes files on the author's machine: the public server must never be able to serve it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../../src');

/** Every server source file reached from `entry` by static or dynamic relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      if (fs.existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

describe('the Studio is never part of the public server', () => {
  it('buildApp and `meridian serve` import nothing of studio/', () => {
    for (const entry of ['app.ts', 'server.ts', 'cli/serve.ts']) {
      const files = [...reachable(path.join(src, entry))].map((file) => path.relative(src, file));
      expect(files.length).toBeGreaterThan(20);
      expect(files.filter((file) => file.startsWith('studio'))).toEqual([]);
    }
  });
});
