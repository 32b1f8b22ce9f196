// The YAML files of a pack as texts: read once when the Studio opens, written back on save. Only the
// names a pack can hold (docs/content-packs.md) are read or written, never through a link.
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { studioFileName } from '@meridian/contracts/studio';
import { ENTITY_FILES } from '../packs/pack-files.ts';

async function isPlainFile(file: string): Promise<boolean> {
  try {
    return (await fs.lstat(file)).isFile();
  } catch {
    return false;
  }
}

/** Every YAML file of the pack: pack.yaml, `<kind>.yaml` and `<kind>/*.yaml` (links and other names left out). */
export async function readPackTexts(packDir: string): Promise<Map<string, string>> {
  const names: string[] = ['pack.yaml', 'pack.yml'];
  for (const kind of ENTITY_FILES) {
    names.push(`${kind}.yaml`, `${kind}.yml`);
    try {
      const folder = path.join(packDir, kind);
      if ((await fs.lstat(folder)).isDirectory()) {
        for (const entry of (await fs.readdir(folder)).sort()) names.push(`${kind}/${entry}`);
      }
    } catch {
      // no folder of this kind
    }
  }
  const texts = new Map<string, string>();
  for (const name of names) {
    if (!studioFileName.safeParse(name).success) continue;
    const full = path.join(packDir, name);
    if (!(await isPlainFile(full))) continue;
    texts.set(name, await fs.readFile(full, { encoding: 'utf8', flag: constants.O_RDONLY | constants.O_NOFOLLOW }));
  }
  return texts;
}

/** Writes one file of the pack atomically (a temporary file renamed into place), never through a link. */
export async function writePackText(packDir: string, name: string, text: string): Promise<void> {
  if (!studioFileName.safeParse(name).success) throw new Error(`not a pack file name: ${name}`);
  const full = path.join(packDir, name);
  await fs.mkdir(path.dirname(full), { recursive: true });
  if ((await fs.lstat(path.dirname(full))).isSymbolicLink()) throw new Error(`${path.dirname(name)} is a link`);
  const temporary = `${full}.studio-${process.pid}.tmp`;
  await fs.writeFile(temporary, text, { flag: 'wx' });
  await fs.rename(temporary, full);
}
