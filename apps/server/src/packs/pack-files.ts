import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { PackError, PackSourceFile } from './pack-errors.ts';
import { defaultPackLimits, guardPackFile, type PackLimits } from './pack-file-guard.ts';

/** Entity files: `<kind>.yaml` and/or `<kind>/*.yaml`; `map` holds an object, every other kind a list. */
export const ENTITY_FILES = [
  'scenes',
  'tours',
  'groups',
  'labels',
  'walkthroughs',
  'ctas',
  'forms',
  'categories',
  'places',
  'map',
] as const;
export type EntityFileKind = (typeof ENTITY_FILES)[number];

/** One top-level value of an entity file, with where it came from. */
export interface SourcedValue {
  file: string;
  /** Path of the value inside its file: `[index]` for list items, `[]` for a whole map file. */
  path: (string | number)[];
  value: unknown;
}

export interface PackFiles {
  sources: Map<string, PackSourceFile>;
  /** pack.yaml's value, or undefined when missing or unparsable. */
  packValue: unknown;
  entities: Record<EntityFileKind, SourcedValue[]>;
  /** Raw bytes of every YAML file, for the content hash. */
  raw: Map<string, Buffer>;
  errors: PackError[];
}

const YAML_EXTENSIONS = ['.yaml', '.yml'];

/** Whether the name exists at all (a link, FIFO or folder too: the guard then says what is wrong with it). */
async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}

async function filesOfKind(dir: string, kind: string, files: PackFiles): Promise<string[]> {
  const found: string[] = [];
  for (const extension of YAML_EXTENSIONS) {
    if (await exists(path.join(dir, kind + extension))) found.push(kind + extension);
  }
  try {
    // A linked entity folder would be read wherever it points.
    if ((await fs.lstat(path.join(dir, kind))).isSymbolicLink()) {
      files.errors.push({ file: kind, path: '', line: null, message: 'is a symbolic link (links are refused)' });
      return found;
    }
    const entries = await fs.readdir(path.join(dir, kind), { withFileTypes: true });
    // Every YAML name but folders: a FIFO or link among them is reported by the guard, not skipped.
    const yamlFiles = entries
      .filter((e) => !e.isDirectory() && YAML_EXTENSIONS.includes(path.extname(e.name)))
      .map((e) => `${kind}/${e.name}`)
      .sort();
    found.push(...yamlFiles);
  } catch {
    // No folder for this kind: only the single file (if any).
  }
  return found;
}

async function parseFile(
  dir: string,
  file: string,
  files: PackFiles,
  limits: PackLimits,
): Promise<{ source: PackSourceFile; value: unknown } | null> {
  // A linked YAML file could pull any file the server can read into the pack (and its error messages);
  // a FIFO would block forever, a huge file exhaust memory: checked before anything is opened.
  const guarded = await guardPackFile(dir, file, limits, limits.yamlBytes);
  if ('refused' in guarded) {
    files.errors.push({ file, path: '', line: null, message: guarded.refused });
    return null;
  }
  const bytes = await fs.readFile(path.join(dir, file), { flag: constants.O_RDONLY | constants.O_NOFOLLOW });
  files.raw.set(file, bytes);
  const lineCounter = new LineCounter();
  let document: PackSourceFile['document'];
  try {
    document = parseDocument(bytes.toString('utf8'), { lineCounter, prettyErrors: true, uniqueKeys: true });
  } catch (error) {
    files.errors.push({ file, path: '', line: null, message: `YAML could not be read: ${shortMessage(error)}` });
    return null;
  }
  const source = { file, document, lineCounter };
  files.sources.set(file, source);
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const line = error.linePos?.[0].line ?? null;
      files.errors.push({ file, path: '', line, message: `YAML syntax: ${error.message.split('\n')[0] ?? ''}` });
    }
    return null;
  }
  try {
    // maxAliasCount bounds alias ("billion laughs") expansion; nesting too deep for the stack is caught too.
    return { source, value: document.toJS({ maxAliasCount: 1000 }) as unknown };
  } catch (error) {
    files.errors.push({ file, path: '', line: null, message: `YAML could not be read: ${shortMessage(error)}` });
    return null;
  }
}

/** The first line of an error's message: a pack error names the problem, never a stack. */
function shortMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 200);
}

/** Reads and parses every YAML file of a pack. Syntax errors are collected, not thrown. */
export async function readPackFiles(dir: string, limits: PackLimits = defaultPackLimits): Promise<PackFiles> {
  const files: PackFiles = {
    sources: new Map(),
    packValue: undefined,
    entities: Object.fromEntries(ENTITY_FILES.map((k) => [k, []])) as unknown as Record<EntityFileKind, SourcedValue[]>,
    raw: new Map(),
    errors: [],
  };
  const packFileName = (await exists(path.join(dir, 'pack.yml'))) ? 'pack.yml' : 'pack.yaml';
  if (!(await exists(path.join(dir, packFileName)))) {
    files.errors.push({ file: 'pack.yaml', path: '', line: null, message: `no pack.yaml in ${dir}` });
    return files;
  }
  files.packValue = (await parseFile(dir, packFileName, files, limits))?.value;

  for (const kind of ENTITY_FILES) {
    for (const file of await filesOfKind(dir, kind, files)) {
      const parsed = await parseFile(dir, file, files, limits);
      if (!parsed) continue;
      const { value } = parsed;
      if (value === null || value === undefined) continue; // an empty file is an empty list
      if (kind === 'map') {
        files.entities.map.push({ file, path: [], value });
      } else if (Array.isArray(value)) {
        value.forEach((item: unknown, index) => files.entities[kind].push({ file, path: [index], value: item }));
      } else {
        files.errors.push({ file, path: '', line: 1, message: `must be a list of ${kind}` });
      }
    }
  }
  return files;
}
