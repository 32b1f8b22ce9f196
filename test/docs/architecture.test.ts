// docs/architecture.md lists the folders and files that make up the server and the web app (modules,
// plugins, features, screens …). Each list is marked `<!-- lists the folders|files of <dir> -->`
// and must name exactly what is on disk: a module, feature or screen added, renamed or removed
// without its line in the doc fails here.
import { describe, expect, it } from 'vitest';
import { folderContents, folderLists, readDoc } from './doc-paths.ts';

const lists = folderLists(readDoc('architecture.md'));

describe('docs/architecture.md', () => {
  it('holds its lists of the server and the web app to the tree', () => {
    expect(lists.map((list) => list.folder)).toEqual(
      expect.arrayContaining([
        'apps/server/src',
        'apps/server/src/modules',
        'apps/server/src/plugins',
        'apps/web/src/features',
        'apps/web/src/app/routes',
      ]),
    );
  });

  for (const list of lists) {
    it(`lists exactly the ${list.kind} of ${list.folder} (line ${String(list.line)})`, () => {
      const onDisk = folderContents(list.folder, list.kind);
      expect({ missing: onDisk.filter((name) => !list.listed.includes(name)) }).toEqual({ missing: [] });
      expect({ stale: list.listed.filter((name) => !onDisk.includes(name)) }).toEqual({ stale: [] });
    });
  }
});
