// A store of generated demo media shared by every run and checkout on the machine: one file per
// item, named by the item's input hash (generator sources, item parameters, panorama width), so an
// entry never changes once written and a store never hands out media of another generator. It
// spares a fresh DATA_DIR (every end-to-end run, every new worktree) a minute of ray tracing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** MERIDIAN_DEMO_MEDIA_STORE, else a directory under the system's temporary directory. */
export function defaultMediaStore(): string {
  return process.env.MERIDIAN_DEMO_MEDIA_STORE || path.join(os.tmpdir(), 'meridian-demo-media-store');
}

/** The stored bytes for this input hash, or null. */
export async function readStored(store: string, hash: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(store, hash));
  } catch {
    return null;
  }
}

/**
 * Adds an entry: written under a name of its own, then renamed into place, so a run reading the
 * store at the same time sees the whole file or none. A store that cannot be written is only slower.
 */
export async function putStored(store: string, hash: string, bytes: Uint8Array): Promise<void> {
  const partial = path.join(store, `${hash}.${String(process.pid)}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    await fs.mkdir(store, { recursive: true });
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, path.join(store, hash));
  } catch {
    await fs.rm(partial, { force: true });
  }
}
