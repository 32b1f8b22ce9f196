// Reading the pack's YAML values without trusting them: the Studio shows a pack that may be invalid
// (that is what its problem list is for), so every field is read with a fallback.
export type Text = string | Record<string, string> | null | undefined;
export type YamlPath = (string | number)[];

export type Obj = Record<string, unknown>;
export const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const num = (value: unknown, fallback = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
export const str = (value: unknown) => (typeof value === 'string' ? value : '');
export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const text = (value: unknown): Text =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : isObj(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
      : null;

/** An image as the pack writes it (`{ image, background_position, alt }`). */
export interface ImageModel {
  image: string;
  /** CSS background-position, the focal point of every crop (docs/content-packs.md). */
  position: string;
  alt: Text;
}

export function imageOf(value: unknown): ImageModel | null {
  if (!isObj(value) || typeof value.image !== 'string') return null;
  return { image: value.image, position: str(value.background_position) || '50% 50%', alt: text(value.alt) };
}

/** The value at a YAML path of one of the pack's files, as the state holds it (undefined: none). */
export function valueAt(files: readonly { file: string; value: unknown }[], file: string, path: YamlPath): unknown {
  let value: unknown = files.find((f) => f.file === file)?.value;
  for (const part of path) {
    if (typeof part === 'number' ? !Array.isArray(value) : !isObj(value)) return undefined;
    value = (value as Record<string | number, unknown>)[part];
  }
  return value;
}

/** A YAML path as `meridian validate` prints it: `[2].groups[0].title`, `buildings[0].polygon`. */
export function pathString(path: readonly (string | number)[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${String(part)}]` : index === 0 ? part : `.${part}`))
    .join('');
}

const IMAGE_PATH = /^[^/:\s][^:]*\.(?:jpe?g|png|webp)$/i;

/** Every image path the pack names anywhere, for the image pickers (in file order, once each). */
export function imagesNamed(values: readonly unknown[]): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (IMAGE_PATH.test(value)) found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (isObj(value)) {
      Object.values(value).forEach(walk);
    }
  };
  values.forEach(walk);
  return [...found];
}

/** Where the item at `index` is after the item at `from` moved to `to`. */
export function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}
