// The pack as the editor reads it (from each YAML file's value) and the operations that change it.
// Every entity keeps where it lives (file and index) so an edit names its exact YAML path.
import { directionToYawPitch } from '@meridian/contracts/direction';
import type { StudioOperation, StudioState } from '@meridian/contracts/studio';
import { readCtas, readForms, type CtaModel, type FormModel } from './pack-ctas.ts';
import { readGroups, type GroupModel } from './pack-groups.ts';
import {
  imageOf,
  imagesNamed,
  isObj,
  list,
  num,
  str,
  text,
  type ImageModel,
  type Obj,
  type Text,
} from './pack-values.ts';

export type { Text } from './pack-values.ts';

export interface Language {
  code: string;
  name: string;
  isDefault: boolean;
  /** Written right to left (`bidi: true` in pack.yaml). */
  rtl: boolean;
}

export interface Located {
  file: string;
  index: number;
}

export interface HotspotModel {
  index: number;
  key: string;
  title: Text;
  description: Text;
  yaw: number;
  pitch: number;
  /** Written as x/y/z in the pack (kept in that form when moved). */
  vector: boolean;
  link: string | null;
}

export interface GalleryImageModel {
  index: number;
  image: string;
  title: Text;
  alt: Text;
  caption: Text;
}

export interface SceneModel extends Located {
  key: string;
  type: string;
  title: Text;
  description: Text;
  panorama: string | null;
  gallery: GalleryImageModel[];
  initialRotation: { yaw: number; pitch: number; zoom: number } | null;
  northOffset: number | null;
  hotspots: HotspotModel[];
}

export interface TourModel extends Located {
  key: string;
  slug: string;
  title: Text;
  description: Text;
  scenes: string[];
  /** Fractions 0..1; null: the spec's default splash. */
  splashColor: SplashColor | null;
  thumbnail: ImageModel | null;
  /** The splash's background image (else the thumbnail's landscape crop). */
  hero: ImageModel | null;
  /** Null: the brand's guide. */
  tourGuide: ImageModel | null;
  tourGuideName: Text;
}

export interface SplashColor {
  hue: number;
  saturation: number;
  lightness: number;
}

export interface PackModel {
  schemaName: string;
  name: string;
  languages: Language[];
  defaultLanguage: string;
  scenes: SceneModel[];
  tours: TourModel[];
  /** The homepage's groups, nested (pack-groups.ts). */
  groups: GroupModel[];
  /** The brand's guide: what a tour without its own shows. */
  brandGuide: ImageModel | null;
  /** Every image the pack names, for the image pickers. */
  images: string[];
  sceneFile: string;
  tourFile: string;
  groupFile: string;
  /** Calls to action and their forms (pack-ctas.ts). */
  ctas: CtaModel[];
  forms: FormModel[];
  ctaFile: string;
  formFile: string;
}

/** The items of every file of one kind (`places.yaml`, `places/*.yaml`), each with its file and index. */
export function entities(state: StudioState, kind: string): { file: string; index: number; value: Obj }[] {
  const pattern = new RegExp(`^${kind}(/[^/]+)?\\.ya?ml$`);
  return state.files
    .filter((f) => pattern.test(f.file) && Array.isArray(f.value))
    .flatMap((f) =>
      (f.value as unknown[]).flatMap((value, index) => (isObj(value) ? [{ file: f.file, index, value }] : [])),
    );
}

function hotspotOf(value: unknown, index: number): HotspotModel | null {
  if (!isObj(value)) return null;
  const vector = value.yaw === undefined && value.x !== undefined;
  const angles = vector
    ? directionToYawPitch(num(value.x), num(value.y), num(value.z))
    : { yaw: num(value.yaw), pitch: num(value.pitch) };
  return {
    index,
    key: str(value.key),
    title: text(value.title),
    description: text(value.description),
    ...angles,
    vector,
    link: typeof value.link === 'string' ? value.link : null,
  };
}

export function readPack(state: StudioState): PackModel {
  const pack = state.files.find((f) => /^pack\.ya?ml$/.test(f.file))?.value;
  const packObj = isObj(pack) ? pack : {};
  const languages: Language[] = (Array.isArray(packObj.languages) ? packObj.languages : []).filter(isObj).map((l) => ({
    code: str(l.language),
    name: str(l.name_local) || str(l.name) || str(l.language),
    isDefault: l.default === true,
    rtl: l.bidi === true,
  }));
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? languages[0]?.code ?? 'en';
  languages.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const scenes = entities(state, 'scenes').map(({ file, index, value }): SceneModel => {
    const rotation = isObj(value.initial_rotation) ? value.initial_rotation : null;
    return {
      file,
      index,
      key: str(value.key),
      type: str(value.type),
      title: text(value.title),
      description: text(value.description),
      panorama: typeof value.panorama === 'string' ? value.panorama : null,
      gallery: list(value.gallery).flatMap((image, index) =>
        isObj(image) && typeof image.image === 'string'
          ? [
              {
                index,
                image: image.image,
                title: text(image.title),
                alt: text(image.alt),
                caption: text(image.caption),
              },
            ]
          : [],
      ),
      initialRotation: rotation
        ? { yaw: num(rotation.yaw), pitch: num(rotation.pitch), zoom: num(rotation.zoom, 50) }
        : null,
      northOffset: typeof value.north_offset === 'number' ? value.north_offset : null,
      hotspots: list(value.hotspots)
        .map(hotspotOf)
        .filter((h): h is HotspotModel => h !== null),
    };
  });
  const tours = entities(state, 'tours').map(({ file, index, value }): TourModel => ({
    file,
    index,
    key: str(value.key),
    slug: str(value.slug) || str(value.key),
    title: text(value.title),
    description: text(value.description),
    scenes: list(value.scenes).map(str),
    splashColor: splashOf(value.splash_color),
    thumbnail: imageOf(value.thumbnail),
    hero: imageOf(value.hero_image),
    tourGuide: imageOf(value.tour_guide),
    tourGuideName: text(value.tour_guide_name),
  }));
  const groups = readGroups(state);
  const brand = isObj(packObj.brand) ? packObj.brand : {};
  const ctas = readCtas(state);
  const forms = readForms(state);
  return {
    schemaName: str(packObj.schema_name),
    name: str(packObj.name),
    languages,
    defaultLanguage,
    scenes,
    tours,
    groups,
    brandGuide: imageOf(brand.tour_guide),
    images: imagesNamed(state.files.map((f) => f.value)),
    sceneFile: scenes[0]?.file ?? 'scenes.yaml',
    tourFile: tours[0]?.file ?? 'tours.yaml',
    groupFile: groups[0]?.file ?? 'groups.yaml',
    ctas,
    forms,
    ctaFile: ctas[0]?.file ?? 'ctas.yaml',
    formFile: forms[0]?.file ?? 'forms.yaml',
  };
}

function splashOf(value: unknown): SplashColor | null {
  if (!isObj(value)) return null;
  return { hue: num(value.hue), saturation: num(value.saturation), lightness: num(value.lightness) };
}

/** The text in one language: its own, or null when it is missing (a plain string is the default language's). */
export function textIn(value: Text, language: string, defaultLanguage: string): string | null {
  if (typeof value === 'string') return language === defaultLanguage ? value : null;
  if (!value) return null;
  return value[language] ?? null;
}

/** The text shown for a name: the language asked for, else the default, else the key. */
export function displayText(value: Text, language: string, defaultLanguage: string, fallback: string): string {
  return textIn(value, language, defaultLanguage) ?? textIn(value, defaultLanguage, defaultLanguage) ?? fallback;
}

/** A key made from a name, unique among `taken`: lower case, digits, `-`. */
export function uniqueKey(name: string, taken: Iterable<string>, fallback: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Degrees rounded to 0.01 (far finer than the 1° a visitor could tell), -0 as 0. */
export const roundAngle = (degrees: number) => Math.round(degrees * 100) / 100 + 0;

/** Yaw in (-180, 180]. */
export function signedYaw(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return turned === -180 ? 180 : turned;
}

/**
 * The operations that write one language of a text at `path`: a plain string stays a plain string
 * for the default language; another language turns it into a map; clearing a translation removes it.
 */
export function textOperations(
  file: string,
  path: (string | number)[],
  current: Text,
  language: string,
  defaultLanguage: string,
  value: string,
): StudioOperation[] {
  if (typeof current === 'string' || !current) {
    if (language === defaultLanguage) return [{ op: 'set', file, path, value }];
    if (value === '') return [];
    const map: Record<string, string> = {};
    if (typeof current === 'string') map[defaultLanguage] = current;
    map[language] = value;
    return [{ op: 'set', file, path, value: map }];
  }
  if (value === '' && language !== defaultLanguage) {
    return language in current ? [{ op: 'delete', file, path: [...path, language] }] : [];
  }
  return [{ op: 'set', file, path: [...path, language], value }];
}

/** Where a hotspot is written: yaw/pitch, or x/y/z when the pack wrote it so. */
export function hotspotPositionOperations(
  scene: SceneModel,
  hotspot: HotspotModel,
  yaw: number,
  pitch: number,
  toVector: (yaw: number, pitch: number) => [number, number, number],
): StudioOperation[] {
  const path = [scene.index, 'hotspots', hotspot.index];
  if (hotspot.vector) {
    const [x, y, z] = toVector(yaw, pitch);
    return [
      { op: 'set', file: scene.file, path: [...path, 'x'], value: x },
      { op: 'set', file: scene.file, path: [...path, 'y'], value: y },
      { op: 'set', file: scene.file, path: [...path, 'z'], value: z },
    ];
  }
  return [
    { op: 'set', file: scene.file, path: [...path, 'yaw'], value: roundAngle(signedYaw(yaw)) },
    { op: 'set', file: scene.file, path: [...path, 'pitch'], value: roundAngle(pitch) },
  ];
}
