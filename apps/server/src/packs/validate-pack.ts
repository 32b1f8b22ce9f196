import path from 'node:path';
import type { z } from 'zod';
import { packError, zodErrors, type PackError } from './pack-errors.ts';
import { readPackFiles, type PackFiles, type SourcedValue } from './pack-files.ts';
import { defaultPackLimits, type PackLimits } from './pack-file-guard.ts';
import { checkMedia } from './pack-media.ts';
import { checkReferences, type Report, type Sourced, type SourcedPack } from './pack-references.ts';
import { createPackSchemas, packFile, type ContentPack, type PackFile, type PackMap } from './pack-schema.ts';

export { formatPackErrors, type PackError } from './pack-errors.ts';

export interface ValidatePackOptions {
  /** Extra directories searched, after the pack directory, for the media the pack references. */
  mediaRoots?: string[];
  /** Size limits and whether hard links are allowed (defaults: `defaultPackLimits`). */
  limits?: Partial<PackLimits>;
}

export interface ValidatedPack {
  pack: ContentPack | null;
  errors: PackError[];
}

/** Internal: the validated pack plus the raw files (the importer hashes them). */
export interface ValidationResult extends ValidatedPack {
  files: PackFiles;
}

function parseAll<T>(schema: z.ZodType<T>, values: SourcedValue[], files: PackFiles): Sourced<T>[] {
  const out: Sourced<T>[] = [];
  for (const { file, path: at, value } of values) {
    const result = schema.safeParse(value);
    if (result.success) out.push({ value: result.data, file, path: at });
    else files.errors.push(...zodErrors(files.sources.get(file), file, at, result.error));
  }
  return out;
}

function listIn(value: unknown, field: string): SourcedValue[] {
  if (typeof value !== 'object' || value === null) return [];
  const list: unknown = (value as Record<string, unknown>)[field];
  return Array.isArray(list) ? list.map((item: unknown) => ({ file: '', path: [], value: item })) : [];
}

function declaredKeys(values: readonly SourcedValue[]): Set<string> {
  const keys = new Set<string>();
  for (const { value } of values) {
    const key = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).key : undefined;
    if (typeof key === 'string') keys.add(key);
  }
  return keys;
}

/** File by file, line by line: the order an author fixes them in. */
function sortErrors(errors: PackError[]): PackError[] {
  return [...errors].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

function splitMaps(maps: Sourced<PackMap>[]) {
  const pick = <K extends keyof PackMap>(name: K) =>
    maps.flatMap((m) =>
      (m.value[name] as PackMap[K][number][]).map((value, index) => ({
        value,
        file: m.file,
        path: [...m.path, name, index],
      })),
    );
  return {
    campusOutlines: pick('campus_outlines'),
    buildings: pick('buildings'),
    osmBuildings: pick('osm_buildings'),
    paths: pick('paths'),
  };
}

/**
 * Reads and checks a whole pack: YAML syntax, every field, cross references
 * and media files. Every problem is reported (with file, YAML path and line);
 * `pack` is set only when there are none.
 */
export async function validatePackWithFiles(
  packDir: string,
  options: ValidatePackOptions = {},
): Promise<ValidationResult> {
  const dir = path.resolve(packDir);
  const limits: PackLimits = { ...defaultPackLimits, ...options.limits };
  const files = await readPackFiles(dir, limits);
  const packFileName = files.sources.has('pack.yml') ? 'pack.yml' : 'pack.yaml';
  const packSource = files.sources.get(packFileName);
  if (files.packValue === undefined) return { pack: null, errors: sortErrors(files.errors), files };

  const tenantResult = packFile.safeParse(files.packValue);
  if (!tenantResult.success) {
    files.errors.push(...zodErrors(packSource, packFileName, [], tenantResult.error));
    // Without valid languages no translated text can be checked.
    if (tenantResult.error.issues.some((i) => i.path[0] === 'languages')) {
      return { pack: null, errors: sortErrors(files.errors), files };
    }
  }
  const languages = (files.packValue as { languages: { language: string; default?: boolean }[] }).languages;
  const defaultLanguage = languages.find((l) => l.default)?.language ?? languages[0]?.language ?? 'en';
  const schemas = createPackSchemas({ languages: languages.map((l) => l.language), defaultLanguage });

  const brandValue: SourcedValue = {
    file: packFileName,
    path: ['brand'],
    value: (files.packValue as { brand?: unknown }).brand,
  };
  const [brand] = parseAll(schemas.brand, [brandValue], files);
  const sourced: SourcedPack = {
    defaultLanguage,
    declaredKeys: {
      scenes: declaredKeys(files.entities.scenes),
      tours: declaredKeys(files.entities.tours),
      forms: declaredKeys(files.entities.forms),
      categories: declaredKeys(files.entities.categories),
      places: declaredKeys(files.entities.places),
      buildings: declaredKeys(files.entities.map.flatMap((m) => listIn(m.value, 'buildings'))),
    },
    brand: brand ?? null,
    mapsSettings: tenantResult.data?.maps_settings
      ? { value: tenantResult.data.maps_settings, file: packFileName, path: ['maps_settings'] }
      : null,
    scenes: parseAll(schemas.scene, files.entities.scenes, files),
    tours: parseAll(schemas.tour, files.entities.tours, files),
    groups: parseAll(schemas.group, files.entities.groups, files),
    labels: parseAll(schemas.label, files.entities.labels, files),
    walkthroughs: parseAll(schemas.walkthrough, files.entities.walkthroughs, files),
    ctas: parseAll(schemas.cta, files.entities.ctas, files),
    forms: parseAll(schemas.form, files.entities.forms, files),
    categories: parseAll(schemas.category, files.entities.categories, files),
    places: parseAll(schemas.place, files.entities.places, files),
    ...splitMaps(parseAll(schemas.map, files.entities.map, files)),
  };

  const report: Report = (at, subPath, message) =>
    files.errors.push(packError(files.sources.get(at.file), at.file, [...at.path, ...subPath], message));
  checkReferences(sourced, report);
  const roots = [dir, ...(options.mediaRoots ?? []).map((r) => path.resolve(r))];
  const media = await checkMedia(sourced, roots, report, limits);

  if (files.errors.length > 0 || !tenantResult.success || !brand) {
    return { pack: null, errors: sortErrors(files.errors), files };
  }
  const { brand: _brand, ...tenant } = tenantResult.data;
  const values = <T>(items: Sourced<T>[]) => items.map((i) => i.value);
  const pack: ContentPack = {
    dir,
    tenant: tenant satisfies PackFile,
    defaultLanguage,
    brand: brand.value,
    scenes: values(sourced.scenes),
    tours: values(sourced.tours),
    groups: values(sourced.groups),
    labels: values(sourced.labels),
    walkthroughs: values(sourced.walkthroughs),
    ctas: values(sourced.ctas),
    forms: values(sourced.forms),
    categories: values(sourced.categories),
    places: values(sourced.places),
    map: {
      campus_outlines: values(sourced.campusOutlines),
      buildings: values(sourced.buildings),
      osm_buildings: values(sourced.osmBuildings),
      paths: values(sourced.paths),
    },
    media,
  };
  return { pack, errors: [], files };
}

export async function validatePack(packDir: string, options: ValidatePackOptions = {}): Promise<ValidatedPack> {
  const { pack, errors } = await validatePackWithFiles(packDir, options);
  return { pack, errors };
}
