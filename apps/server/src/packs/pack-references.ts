import type { YamlPath } from './pack-errors.ts';
import type {
  PackBrand,
  PackCategory,
  PackCta,
  PackForm,
  PackGroup,
  PackGroupNode,
  PackLabel,
  PackMap,
  PackMapsSettings,
  PackPlace,
  PackScene,
  PackTour,
  PackWalkthrough,
  Text,
} from './pack-schema.ts';

/** A parsed value and where it was written. */
export interface Sourced<T> {
  value: T;
  file: string;
  path: (string | number)[];
}

export interface SourcedPack {
  defaultLanguage: string;
  /**
   * Keys written in the pack, including those of entities that failed their
   * schema: a reference to them is not reported again as unknown.
   */
  declaredKeys: Record<'scenes' | 'tours' | 'forms' | 'categories' | 'places' | 'buildings', Set<string>>;
  brand: Sourced<PackBrand> | null;
  /** pack.yaml's `maps_settings`, for its media (the basemap). */
  mapsSettings: Sourced<PackMapsSettings> | null;
  scenes: Sourced<PackScene>[];
  tours: Sourced<PackTour>[];
  groups: Sourced<PackGroup>[];
  labels: Sourced<PackLabel>[];
  walkthroughs: Sourced<PackWalkthrough>[];
  ctas: Sourced<PackCta>[];
  forms: Sourced<PackForm>[];
  categories: Sourced<PackCategory>[];
  places: Sourced<PackPlace>[];
  campusOutlines: Sourced<PackMap['campus_outlines'][number]>[];
  buildings: Sourced<PackMap['buildings'][number]>[];
  osmBuildings: Sourced<PackMap['osm_buildings'][number]>[];
  paths: Sourced<PackMap['paths'][number]>[];
}

export type Report = (at: Sourced<unknown>, subPath: YamlPath, message: string) => void;

function keySet(items: readonly Sourced<{ key: string }>[], declared: Set<string>): Set<string> {
  return new Set([...declared, ...items.map((i) => i.value.key)]);
}

function checkUnique<T>(
  items: readonly Sourced<T>[],
  pick: (v: T) => string,
  field: string,
  what: string,
  report: Report,
) {
  const seen = new Set<string>();
  for (const item of items) {
    const value = pick(item.value);
    if (seen.has(value)) report(item, [field], `duplicate ${what} "${value}"`);
    seen.add(value);
  }
}

function textValues(text: Text): string[] {
  return typeof text === 'string' ? [text] : Object.values(text);
}

/** Flattens the nested groups, keeping each group's source path and depth. */
export function flattenGroups(
  groups: readonly Sourced<PackGroupNode>[],
): (Sourced<PackGroupNode> & { depth: number })[] {
  const out: (Sourced<PackGroupNode> & { depth: number })[] = [];
  const visit = (group: Sourced<PackGroupNode>, depth: number) => {
    out.push({ ...group, depth });
    const children = group.value.groups ?? [];
    children.forEach((child, index) =>
      visit({ value: child, file: group.file, path: [...group.path, 'groups', index] }, depth + 1),
    );
  };
  groups.forEach((g) => visit(g, 1));
  return out;
}

function checkForms(pack: SourcedPack, report: Report) {
  for (const form of pack.forms) {
    const fieldKeys = new Set<string>();
    form.value.fields.forEach((field, index) => {
      const at: YamlPath = ['fields', index];
      if (fieldKeys.has(field.key)) report(form, [...at, 'key'], `duplicate field "${field.key}"`);
      fieldKeys.add(field.key);
      const needsChoices = ['radio', 'dropdown', 'checkboxes'].includes(field.type);
      if (needsChoices && field.choices.length === 0)
        report(form, [...at, 'choices'], `a ${field.type} field needs choices`);
      if (!needsChoices && field.choices.length > 0)
        report(form, [...at, 'choices'], `a ${field.type} field has no choices`);
      field.choices.forEach((choice, c) => {
        if (textValues(choice).some((t) => t.includes(','))) {
          report(form, [...at, 'choices', c], 'a choice cannot contain a comma (choices are stored comma-separated)');
        }
      });
      if (Array.isArray(field.default) && field.type !== 'checkboxes') {
        report(form, [...at, 'default'], 'only a checkboxes field takes a list as default');
      }
      if (field.type === 'checkbox' && typeof field.default === 'string' && !['', 'on'].includes(field.default)) {
        report(form, [...at, 'default'], 'a checkbox default is "on" or ""');
      }
    });
  }
}

/** Every cross-reference and uniqueness rule that a single entity's schema cannot see. */
export function checkReferences(pack: SourcedPack, report: Report): void {
  const declared = pack.declaredKeys;
  const scenes = keySet(pack.scenes, declared.scenes);
  const tours = keySet(pack.tours, declared.tours);
  const forms = keySet(pack.forms, declared.forms);
  const categories = keySet(pack.categories, declared.categories);
  const places = keySet(pack.places, declared.places);
  const buildings = keySet(pack.buildings, declared.buildings);
  const groups = flattenGroups(pack.groups);
  const slugOf = (v: { key: string; slug?: string | undefined }) => v.slug ?? v.key;

  const need = (set: Set<string>, what: string, at: Sourced<unknown>, subPath: YamlPath, value: string | null) => {
    if (value !== null && !set.has(value)) report(at, subPath, `unknown ${what} "${value}"`);
  };

  for (const [items, what] of [
    [pack.scenes, 'scene'],
    [pack.tours, 'tour'],
    [groups, 'group'],
    [pack.ctas, 'cta'],
    [pack.forms, 'form'],
    [pack.categories, 'category'],
    [pack.places, 'place'],
    [pack.campusOutlines, 'campus outline'],
    [pack.buildings, 'building'],
    [pack.osmBuildings, 'osm building'],
    [pack.paths, 'path'],
    [pack.walkthroughs, 'walkthrough'],
  ] as const) {
    checkUnique(items as readonly Sourced<{ key: string }>[], (v) => v.key, 'key', `${what} key`, report);
  }
  for (const [items, what] of [
    [pack.scenes, 'scene'],
    [pack.tours, 'tour'],
    [groups, 'group'],
    [pack.categories, 'category'],
    [pack.places, 'place'],
  ] as const) {
    checkUnique(items as readonly Sourced<{ key: string; slug?: string }>[], slugOf, 'slug', `${what} slug`, report);
  }
  const labelEntries = pack.labels.flatMap((label) => [
    label,
    ...label.value.children.map((child, i) => ({
      value: child,
      file: label.file,
      path: [...label.path, 'children', i],
    })),
  ]);
  checkUnique(labelEntries as Sourced<{ key: string }>[], (v) => v.key, 'key', 'label key', report);

  for (const scene of pack.scenes) {
    scene.value.sub_scenes.forEach((k, i) => need(scenes, 'scene', scene, ['sub_scenes', i], k));
    if (scene.value.type === 'panorama') {
      checkUnique(
        scene.value.hotspots.map((h, i) => ({ value: h, file: scene.file, path: [...scene.path, 'hotspots', i] })),
        (h) => h.key,
        'key',
        'hotspot key',
        report,
      );
      scene.value.hotspots.forEach((h, i) => need(scenes, 'scene', scene, ['hotspots', i, 'link'], h.link));
    }
  }
  const stops = pack.tours.flatMap((tour) =>
    tour.value.stops.map((s, i) => ({ value: s, file: tour.file, path: [...tour.path, 'stops', i] })),
  );
  checkUnique(stops, (s) => s.key, 'key', 'tour stop key', report);
  for (const tour of pack.tours) {
    tour.value.scenes.forEach((k, i) => need(scenes, 'scene', tour, ['scenes', i], k));
    const start = tour.value.starting_point;
    if (start !== null && !tour.value.scenes.includes(start)) {
      report(tour, ['starting_point'], `starting point "${start}" is not one of the tour's scenes`);
    }
    tour.value.stops.forEach((stop, i) => {
      if (!tour.value.scenes.includes(stop.scene)) {
        report(tour, ['stops', i, 'scene'], `stop scene "${stop.scene}" is not one of the tour's scenes`);
      }
    });
  }
  for (const group of groups) group.value.tours.forEach((k, i) => need(tours, 'tour', group, ['tours', i], k));
  for (const label of pack.labels) {
    label.value.children.forEach((child, c) =>
      child.scenes.forEach((k, i) => need(scenes, 'scene', label, ['children', c, 'scenes', i], k)),
    );
  }
  for (const cta of pack.ctas) if (cta.value.action === 'form') need(forms, 'form', cta, ['form'], cta.value.form);
  for (const place of pack.places) {
    place.value.categories.forEach((k, i) => need(categories, 'category', place, ['categories', i], k));
    need(buildings, 'building', place, ['in_building'], place.value.in_building);
    need(places, 'place', place, ['parent'], place.value.parent);
    if (place.value.parent === place.value.key) report(place, ['parent'], 'a place cannot be its own parent');
  }
  for (const building of pack.buildings) need(places, 'place', building, ['place'], building.value.place);
  checkParentCycles(pack.places, report);
  checkForms(pack, report);
}

function checkParentCycles(places: readonly Sourced<PackPlace>[], report: Report) {
  const parentOf = new Map(places.map((p) => [p.value.key, p.value.parent]));
  for (const place of places) {
    const seen = new Set<string>([place.value.key]);
    let current = place.value.parent;
    while (current !== null) {
      if (seen.has(current)) {
        // A self-parent is reported on its own; other loops are reported on each place in them.
        if (current === place.value.key && place.value.parent !== place.value.key) {
          report(place, ['parent'], `parent chain loops back to "${current}"`);
        }
        break;
      }
      seen.add(current);
      current = parentOf.get(current) ?? null;
    }
  }
}
