import fs from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { PackError, PackSourceFile } from './pack-errors.ts';

/** Entity files: `<kind>.yaml` and/or `<kind>/*.yaml`; `map` holds an object, every other kind a list. */
export const ENTITY_FILES = [
  'scenes',
  'tours',
  'groups',
  'labels',
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

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function filesOfKind(dir: string, kind: string): Promise<string[]> {
  const found: string[] = [];
  for (const extension of YAML_EXTENSIONS) {
    if (await exists(path.join(dir, kind + extension))) found.push(kind + extension);
  }
  try {
    const entries = await fs.readdir(path.join(dir, kind), { withFileTypes: true });
    const yamlFiles = entries
      .filter((e) => e.isFile() && YAML_EXTENSIONS.includes(path.extname(e.name)))
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
): Promise<{ source: PackSourceFile; value: unknown } | null> {
  // A linked YAML file could pull any file the server can read into the pack (and its error messages).
  if ((await fs.lstat(path.join(dir, file))).isSymbolicLink()) {
    files.errors.push({ file, path: '', line: null, message: 'is a symbolic link (links are refused)' });
    return null;
  }
  const bytes = await fs.readFile(path.join(dir, file));
  files.raw.set(file, bytes);
  const lineCounter = new LineCounter();
  const document = parseDocument(bytes.toString('utf8'), { lineCounter, prettyErrors: true, uniqueKeys: true });
  const source = { file, document, lineCounter };
  files.sources.set(file, source);
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const line = error.linePos?.[0].line ?? null;
      files.errors.push({ file, path: '', line, message: `YAML syntax: ${error.message.split('\n')[0] ?? ''}` });
    }
    return null;
  }
  return { source, value: document.toJS({ maxAliasCount: 1000 }) as unknown };
}

/** Reads and parses every YAML file of a pack. Syntax errors are collected, not thrown. */
export async function readPackFiles(dir: string): Promise<PackFiles> {
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
  files.packValue = (await parseFile(dir, packFileName, files))?.value;

  for (const kind of ENTITY_FILES) {
    for (const file of await filesOfKind(dir, kind)) {
      const parsed = await parseFile(dir, file, files);
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
