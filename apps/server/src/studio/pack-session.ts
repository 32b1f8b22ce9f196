// One Studio session over one pack: the files' texts as edited, the undo and redo history, the
// validation of every change by the validator of `meridian validate`, and the save to disk.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { StudioChange, StudioError } from '@meridian/contracts/studio';
import { parse } from 'yaml';
import { validatePack } from '../packs/validate-pack.ts';
import { readPackTexts, writePackText } from './pack-texts.ts';
import { editYamlText } from './yaml-edit.ts';

interface HistoryStep {
  label: string;
  /** The texts of the files the change touched, before and after (null: the file did not exist). */
  before: Map<string, string | null>;
  after: Map<string, string | null>;
}

const HISTORY_LIMIT = 200;

export class PackSession {
  readonly packDir: string;
  /** The extra media folders (`--media-root`), real paths: their images are the pack's too. */
  readonly mediaRoots: string[];
  private texts: Map<string, string>;
  private disk: Map<string, string>;
  private undoSteps: HistoryStep[] = [];
  private redoSteps: HistoryStep[] = [];
  errors: StudioError[] = [];

  private constructor(packDir: string, mediaRoots: string[], texts: Map<string, string>) {
    this.packDir = packDir;
    this.mediaRoots = mediaRoots;
    this.texts = texts;
    this.disk = new Map(texts);
  }

  static async open(packDir: string, mediaRoots: string[] = []): Promise<PackSession> {
    const dir = await fs.realpath(packDir);
    const roots = await Promise.all(mediaRoots.map((root) => fs.realpath(root).catch(() => path.resolve(root))));
    const session = new PackSession(dir, roots, await readPackTexts(dir));
    await session.validate();
    return session;
  }

  text(file: string): string | undefined {
    return this.texts.get(file);
  }

  /** Each file's value (for the editor), in a stable order; a file that does not parse is null. */
  values(): { file: string; value: unknown }[] {
    return [...this.texts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, text]) => {
        try {
          return { file, value: parse(text) as unknown };
        } catch {
          return { file, value: null };
        }
      });
  }

  unsaved(): string[] {
    return [...this.texts.keys()].filter((file) => this.texts.get(file) !== this.disk.get(file)).sort();
  }

  undoLabel(): string | null {
    return this.undoSteps.at(-1)?.label ?? null;
  }

  redoLabel(): string | null {
    return this.redoSteps.at(-1)?.label ?? null;
  }

  /** Applies one change (every operation or none), records it for undo and validates the result. */
  async apply(change: StudioChange): Promise<void> {
    const byFile = new Map<string, StudioChange['operations']>();
    for (const operation of change.operations) {
      byFile.set(operation.file, [...(byFile.get(operation.file) ?? []), operation]);
    }
    const after = new Map<string, string | null>();
    for (const [file, operations] of byFile) after.set(file, editYamlText(this.texts.get(file) ?? '', operations));
    const before = new Map([...after.keys()].map((file) => [file, this.texts.get(file) ?? null]));
    this.put(after);
    this.undoSteps.push({ label: change.label, before, after });
    if (this.undoSteps.length > HISTORY_LIMIT) this.undoSteps.shift();
    this.redoSteps = [];
    await this.validate();
  }

  async undo(): Promise<boolean> {
    const step = this.undoSteps.pop();
    if (!step) return false;
    this.put(step.before);
    this.redoSteps.push(step);
    await this.validate();
    return true;
  }

  async redo(): Promise<boolean> {
    const step = this.redoSteps.pop();
    if (!step) return false;
    this.put(step.after);
    this.undoSteps.push(step);
    await this.validate();
    return true;
  }

  /** Writes the files that changed since the last save; returns their names. */
  async save(): Promise<string[]> {
    const changed = this.unsaved();
    for (const file of changed) {
      const text = this.texts.get(file);
      if (text !== undefined) await writePackText(this.packDir, file, text);
    }
    this.disk = new Map(this.texts);
    return changed;
  }

  private put(texts: Map<string, string | null>): void {
    for (const [file, text] of texts) {
      if (text === null) this.texts.delete(file);
      else this.texts.set(file, text);
    }
  }

  /**
   * The pack as edited, checked by `meridian validate`'s own validator: its YAML files are written to
   * a scratch folder and its media found in the pack folder (a media root), so the errors' file:line
   * are those of the texts that a save writes.
   */
  async validate(): Promise<void> {
    const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-studio-check-'));
    try {
      for (const [file, text] of this.texts) {
        await fs.mkdir(path.dirname(path.join(scratch, file)), { recursive: true });
        await fs.writeFile(path.join(scratch, file), text);
      }
      const { errors } = await validatePack(scratch, { mediaRoots: [this.packDir, ...this.mediaRoots] });
      // A message that names the scratch folder names the pack instead.
      this.errors = errors.map((error) => ({ ...error, message: error.message.replaceAll(scratch, this.packDir) }));
    } finally {
      await fs.rm(scratch, { recursive: true, force: true });
    }
  }
}
