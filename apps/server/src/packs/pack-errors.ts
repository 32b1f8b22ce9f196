import { isMap, isNode, isScalar, type Document, type LineCounter } from 'yaml';
import type { z } from 'zod';

/** One problem in a pack: the file (relative to the pack), the YAML path inside it and its line. */
export interface PackError {
  file: string;
  path: string;
  line: number | null;
  message: string;
}

export type YamlPath = readonly (string | number)[];

/** A parsed YAML file, kept to map YAML paths back to lines. */
export interface PackSourceFile {
  file: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
}

/** `[3].hotspots[0].link` */
export function formatYamlPath(path: YamlPath): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`)).join('');
}

function lineAt(source: PackSourceFile, offset: number): number {
  return source.lineCounter.linePos(offset).line;
}

/**
 * The line of the node at `path`, or of its nearest existing ancestor when the
 * value is missing (a missing field is reported on the object that lacks it).
 */
export function lineOf(source: PackSourceFile | undefined, path: YamlPath): number | null {
  if (!source) return null;
  for (let length = path.length; length >= 0; length--) {
    const prefix = path.slice(0, length);
    const node: unknown = prefix.length === 0 ? source.document.contents : source.document.getIn(prefix, true);
    if (isNode(node) && node.range) return lineAt(source, node.range[0]);
  }
  return null;
}

/** The line of a key inside the map at `path` (for unrecognized keys). */
function lineOfKey(source: PackSourceFile | undefined, path: YamlPath, key: string): number | null {
  if (!source) return null;
  const node: unknown = path.length === 0 ? source.document.contents : source.document.getIn(path, true);
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key) && pair.key.range) return lineAt(source, pair.key.range[0]);
  }
  return lineOf(source, path);
}

export function packError(
  source: PackSourceFile | undefined,
  file: string,
  path: YamlPath,
  message: string,
): PackError {
  return { file, path: formatYamlPath(path), line: lineOf(source, path), message };
}

type Issue = z.core.$ZodIssue;

/** The types a (nested) union accepts, when the value matched none of them at all; null otherwise. */
function expectedTypes(issue: Issue): string[] | null {
  if (issue.code === 'invalid_type') return [issue.expected];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return null;
  const types: string[] = [];
  for (const branch of issue.errors as Issue[][]) {
    const [only] = branch;
    const inner = branch.length === 1 && only && only.path.length === 0 ? expectedTypes(only) : null;
    if (!inner) return null;
    types.push(...inner);
  }
  return types;
}

/**
 * Unions (text, blocks, scene types) report every branch's failure; keep the
 * branch that got furthest into the value, which is the one the author meant.
 */
function flattenIssue(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const depth = (issues: Issue[]) => Math.max(...issues.map((i) => i.path.length));
  const branches = issue.errors as Issue[][];
  const deepest = Math.max(...branches.map(depth));
  const expected = deepest === 0 ? expectedTypes(issue) : null;
  if (expected) {
    const described = expected.join(' or ').replace('record', 'a map of language to text');
    return [{ ...issue, message: `expected ${described}` }];
  }
  const best = branches.find((b) => depth(b) === deepest) ?? [];
  return best.flatMap((inner) => flattenIssue({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** Turns zod issues of a value found at `basePath` in `file` into pack errors with lines. */
export function zodErrors(
  source: PackSourceFile | undefined,
  file: string,
  basePath: YamlPath,
  error: z.ZodError,
): PackError[] {
  return error.issues.flatMap(flattenIssue).flatMap((issue) => {
    const path = [...basePath, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => ({
        file,
        path: formatYamlPath([...path, k]),
        line: lineOfKey(source, path, k),
        message: `unknown field "${k}"`,
      }));
    }
    return [{ file, path: formatYamlPath(path), line: lineOf(source, path), message: issue.message }];
  });
}

/** `scenes.yaml:12 [3].hotspots[0].link: unknown scene "lobby"` — one line per error. */
export function formatPackErrors(errors: readonly PackError[]): string {
  return errors
    .map((e) => `${e.file}${e.line === null ? '' : `:${e.line}`}${e.path === '' ? '' : ` ${e.path}`}: ${e.message}`)
    .join('\n');
}

/** Thrown by the importer when a pack does not validate; carries every error. */
export class PackValidationError extends Error {
  readonly errors: PackError[];
  constructor(errors: PackError[]) {
    super(`The content pack has ${errors.length} error(s):\n${formatPackErrors(errors)}`);
    this.name = 'PackValidationError';
    this.errors = errors;
  }
}
