import { describe, expect, it } from 'vitest';
import { testsNearChanges } from '../../scripts/quick-test-selection.mjs';

// A small tree: a hook used by a component used by a screen used by the app; each has its test.
const tree: Record<string, string> = {
  'apps/web/src/lib/use-thing.ts': `export const useThing = () => 1;`,
  'apps/web/src/lib/use-thing.test.ts': `import { useThing } from './use-thing.ts';`,
  'apps/web/src/features/a/card.tsx': `import { useThing } from '../../lib/use-thing.ts';`,
  'apps/web/src/features/a/card.test.tsx': `import { Card } from './card.tsx';`,
  'apps/web/src/features/a/screen.tsx': `import { Card } from './card.tsx';`,
  'apps/web/src/features/a/screen.test.tsx': `import { Screen } from './screen.tsx';`,
  'apps/web/src/app/routes.tsx': `const screen = () => import('../features/a/screen.tsx');`,
  'apps/web/src/app/app.tsx': `import { routes } from './routes.tsx';`,
  'apps/web/src/app/app.test.tsx': `import { App } from './app.tsx';`,
  'apps/web/src/features/b/other.test.tsx': `import { x } from './other.tsx';`,
  'apps/web/src/features/b/other.tsx': `export const x = 1;`,
  'apps/server/src/modules/maps/routes.ts': `export const routes = 1;`,
  'apps/server/test/maps/router.test.ts': `import { buildTestApp } from '../helpers/test-app.ts';`,
  'apps/server/test/tours/tours.test.ts': `import { buildTestApp } from '../helpers/test-app.ts';`,
  'apps/server/test/helpers/test-app.ts': `import { buildApp } from '../../src/app.ts';`,
};
const files = Object.keys(tree);
const near = (changed: string[]) => testsNearChanges(changed, files, (file) => tree[file] ?? '');

describe('the tests test:quick runs for a change', () => {
  it('runs the tests of a changed file and of the files that use it, three steps up, dynamic imports too', () => {
    expect(near(['apps/web/src/lib/use-thing.ts'])).toEqual([
      'apps/web/src/features/a/card.test.tsx',
      'apps/web/src/features/a/screen.test.tsx',
      'apps/web/src/lib/use-thing.test.ts',
    ]);
    expect(near(['apps/web/src/features/a/screen.tsx'])).toEqual([
      'apps/web/src/app/app.test.tsx',
      'apps/web/src/features/a/screen.test.tsx',
    ]);
  });

  it('leaves out the tests that reach the change only from further away, and the unrelated ones', () => {
    expect(near(['apps/web/src/lib/use-thing.ts'])).not.toContain('apps/web/src/app/app.test.tsx');
    expect(near(['apps/web/src/lib/use-thing.ts'])).not.toContain('apps/web/src/features/b/other.test.tsx');
  });

  it('runs a changed test itself', () => {
    expect(near(['apps/web/src/features/b/other.test.tsx'])).toEqual(['apps/web/src/features/b/other.test.tsx']);
  });

  it("runs a server module's tests through the app, by the folder's name, not every test the helper reaches", () => {
    expect(near(['apps/server/src/modules/maps/routes.ts'])).toEqual(['apps/server/test/maps/router.test.ts']);
  });

  it('runs nothing for a change without tests near it (docs, a stylesheet)', () => {
    expect(near(['docs/web-app.md', 'apps/web/src/styles/app.css'])).toEqual([]);
  });
});
