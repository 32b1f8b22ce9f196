// Reading the repository's docs as data: the file paths a document names, and the tables that
// list what a folder holds (docs/architecture.md), so tests can hold them to the tree.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function readDoc(name: string): string {
  return fs.readFileSync(path.join(repoRoot, 'docs', name), 'utf8');
}

/** Repository paths with a file extension named anywhere in the text (apps/…, e2e/…, bench/… and so on). */
export function namedFiles(text: string): string[] {
  const pattern = /\b(?:apps|packages|tools|e2e|bench|scripts|content|docs|test)\/[\w./-]+\.[a-z]+\b/g;
  return [...new Set(text.match(pattern) ?? [])].sort();
}

export interface FolderList {
  /** The folder, relative to the repository root. */
  folder: string;
  kind: 'folders' | 'files';
  /** The names in the first column of the table under the marker. */
  listed: string[];
  line: number;
}

/**
 * Every `<!-- lists the folders of apps/server/src/modules -->` (or `the files of`) marker and the
 * names in the first column (in backticks) of the table that follows it.
 */
export function folderLists(text: string): FolderList[] {
  const lines = text.split('\n');
  const lists: FolderList[] = [];
  lines.forEach((line, index) => {
    const marker = /<!-- lists the (folders|files) of (\S+) -->/.exec(line);
    if (!marker?.[1] || !marker[2]) return;
    const listed: string[] = [];
    let row = index + 1;
    while (row < lines.length && !(lines[row] ?? '').startsWith('|')) row += 1;
    for (; row < lines.length && (lines[row] ?? '').startsWith('|'); row += 1) {
      const cell = /^\|\s*`([^`]+)`/.exec(lines[row] ?? '');
      if (cell?.[1]) listed.push(cell[1]);
    }
    lists.push({ folder: marker[2], kind: marker[1] as FolderList['kind'], listed, line: index + 1 });
  });
  return lists;
}

/** What a folder holds: its sub-folders, or its source files (tests, type declarations and READMEs aside). */
export function folderContents(folder: string, kind: FolderList['kind']): string[] {
  const entries = fs.readdirSync(path.join(repoRoot, folder), { withFileTypes: true });
  if (kind === 'folders')
    return entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}
