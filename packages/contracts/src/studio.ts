// The Studio's local API (meridian studio, docs/studio.md): edits of a content pack's YAML files as
// small operations on paths, and the state the editor shows. Never served by the public server.
import * as z from 'zod/mini';

/** A YAML file of the pack: `pack.yaml`, `<kind>.yaml` or `<kind>/<name>.yaml` (docs/content-packs.md). */
export const studioFileName = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(
      /^(?:pack|(?:scenes|tours|groups|labels|walkthroughs|ctas|forms|categories|places|map)(?:\/[a-z0-9][a-z0-9_-]*)?)\.ya?ml$/,
    ),
  );

/** A path inside a YAML file: keys and list indexes. */
export const studioYamlPath = z
  .array(z.union([z.string().check(z.maxLength(200)), z.int().check(z.gte(0))]))
  .check(z.maxLength(20));

/**
 * One edit. `set` replaces (or adds) the value at `path`; `delete` removes it; `append` adds an item at
 * the end of the list at `path` (the file's top-level list when `path` is empty, creating the file);
 * `move` moves a list item from one index to another.
 */
export const studioOperation = z.discriminatedUnion('op', [
  z.object({ op: z.literal('set'), file: studioFileName, path: studioYamlPath, value: z.unknown() }),
  z.object({ op: z.literal('delete'), file: studioFileName, path: studioYamlPath }),
  z.object({ op: z.literal('append'), file: studioFileName, path: studioYamlPath, value: z.unknown() }),
  z.object({
    op: z.literal('move'),
    file: studioFileName,
    path: studioYamlPath,
    from: z.int().check(z.gte(0)),
    to: z.int().check(z.gte(0)),
  }),
]);
export type StudioOperation = z.infer<typeof studioOperation>;

/** POST /api/changes: one change (one undo step) of one or more operations. */
export const studioChange = z.object({
  label: z.string().check(z.maxLength(200)),
  operations: z.array(studioOperation).check(z.minLength(1), z.maxLength(100)),
});
export type StudioChange = z.infer<typeof studioChange>;

/** One validation error, as `meridian validate` prints it: file, line, YAML path, message. */
export const studioError = z.object({
  file: z.string(),
  line: z.nullable(z.int()),
  path: z.string(),
  message: z.string(),
});
export type StudioError = z.infer<typeof studioError>;

/** The pack as the editor sees it: each YAML file's value, the validation errors and the history. */
export const studioState = z.object({
  files: z.array(z.object({ file: z.string(), value: z.unknown() })),
  errors: z.array(studioError),
  /** Files whose text differs from what is on disk. */
  unsaved: z.array(z.string()),
  undo: z.nullable(z.string()),
  redo: z.nullable(z.string()),
  /** The live preview's address once a save has been imported; null before. */
  preview: z.nullable(z.string()),
  /** Why the last save could not be shown in the preview (the files were saved all the same). */
  previewProblem: z.nullable(z.string()),
  /**
   * The live preview's page of each CTA, by key: `/{site}/ctas/{id}` with a preview token (drafts show
   * too) and the time of the import, so a frame showing it reloads after each save. Absent before.
   */
  previewCtas: z.optional(z.record(z.string(), z.string())),
});
export type StudioState = z.infer<typeof studioState>;

/** PUT /api/media/<name>: where the uploaded file now is, relative to the pack. */
export const studioUpload = z.object({ path: z.string(), width: z.int(), height: z.int() });
export type StudioUpload = z.infer<typeof studioUpload>;
