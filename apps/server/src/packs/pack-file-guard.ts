import type { Stats } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * How much of what a pack may hold (`meridian validate|import` options). Checked on the file's size
 * before it is read, so a 2 GB "audio" file or a 110 MB YAML file costs one stat, not the memory.
 */
export interface PackLimits {
  yamlBytes: number;
  imageBytes: number;
  /** The longest side of an image, in pixels. */
  imagePixels: number;
  /** Audio, video and PMTiles files. */
  mediaBytes: number;
  /** A file with more than one name (a hard link) is refused unless this is set. */
  allowHardLinks: boolean;
}

const MB = 1024 * 1024;
export const defaultPackLimits: PackLimits = {
  yamlBytes: 5 * MB,
  imageBytes: 200 * MB,
  imagePixels: 32_768,
  mediaBytes: 500 * MB,
  allowHardLinks: false,
};

export type GuardedFile = { stat: Stats } | { refused: string };

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/**
 * `relative` under `root` as a regular file the pack really holds, checked by `lstat` on every
 * level of the path before anything is opened: no symbolic link anywhere (a linked `scenes/` folder
 * would read outside the pack), no FIFO, device or socket (a FIFO named `labels.yaml` would block
 * the reader forever), no second name for a file outside the pack (a hard link to DATA_DIR/secret
 * passes any link check on the path), and no more than `maxBytes`.
 */
export async function guardPackFile(
  root: string,
  relative: string,
  limits: PackLimits,
  maxBytes: number,
): Promise<GuardedFile> {
  const parts = path
    .normalize(relative)
    .split(path.sep)
    .filter((part) => part !== '' && part !== '.');
  if (path.isAbsolute(relative) || parts.includes('..')) return { refused: `leaves the pack folder: ${relative}` };
  let current = root;
  let stat: Stats | null = null;
  for (const [index, part] of parts.entries()) {
    current = path.join(current, part);
    stat = await fs.lstat(current);
    const last = index === parts.length - 1;
    if (stat.isSymbolicLink()) {
      return {
        refused: `${last ? 'is' : `goes through ${parts.slice(0, index + 1).join('/')}, which is`} a symbolic link (links are refused)`,
      };
    }
    if (!last && !stat.isDirectory()) return { refused: `${parts.slice(0, index + 1).join('/')} is not a folder` };
  }
  if (stat === null) return { refused: 'names no file' };
  if (!stat.isFile()) return { refused: `is not a regular file (a ${kindOf(stat)})` };
  if (stat.nlink > 1 && !limits.allowHardLinks) {
    return { refused: `has ${String(stat.nlink)} names (a hard link; refused unless hard links are allowed)` };
  }
  if (stat.size > maxBytes) return { refused: `is ${megabytes(stat.size)}, over the limit of ${megabytes(maxBytes)}` };
  return { stat };
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'folder';
  if (stat.isFIFO()) return 'FIFO';
  if (stat.isSocket()) return 'socket';
  if (stat.isBlockDevice() || stat.isCharacterDevice()) return 'device';
  return 'special file';
}
