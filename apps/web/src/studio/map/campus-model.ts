// The campus as the map editor reads it from the pack: places (places.yaml), and the map object of
// map.yaml or map/*.yaml (outlines, buildings with their entrances, surrounding buildings, paths).
// Every item keeps its file and index, so an edit names its exact YAML path; every value is read
// with a fallback, since the Studio shows a pack that may be invalid.
import type { StudioState } from '@meridian/contracts/studio';
import { entities, type Located } from '../pack-model.ts';
import { isObj, list, str, text, type Obj, type Text } from '../pack-values.ts';
import { openRing, type LngLat } from './map-geometry.ts';

export interface PlaceModel extends Located {
  key: string;
  title: Text;
  coordinates: LngLat | null;
  building: boolean;
  /** The building (map.yaml key) the place is inside. */
  inBuilding: string | null;
}

export interface EntranceModel {
  index: number;
  coordinates: LngLat;
  name: Text;
  /** Reached without steps (the pack's default). */
  accessible: boolean;
}

export interface BuildingModel extends Located {
  key: string;
  name: Text;
  place: string | null;
  /** The outer ring's corners, without the closing position. */
  ring: LngLat[];
  /** The outer ring as written: its length, and whether it ends where it starts. */
  written: { length: number; closed: boolean };
  entrances: EntranceModel[];
}

export interface PathModel extends Located {
  key: string;
  name: Text;
  modes: string[];
  /** Stairs or steps somewhere along it: step-free routes never use it. */
  steps: boolean;
  coordinates: LngLat[];
}

/** A shape the editor draws but does not edit: a campus outline, a surrounding building. */
export interface AreaModel {
  key: string;
  name: Text;
  polygon: LngLat[][];
}

export interface MapSettingsModel {
  center: LngLat | null;
  zoom: number | null;
  /** The pack's PMTiles basemap, a path in the pack. */
  basemap: string | null;
  campusColor: string;
  buildingsColor: string;
}

export interface CampusModel {
  places: PlaceModel[];
  buildings: BuildingModel[];
  paths: PathModel[];
  outlines: AreaModel[];
  surroundings: AreaModel[];
  settings: MapSettingsModel;
  /** Where a new place goes, and the map file a new building goes in. */
  placeFile: string;
  mapFile: string;
}

/** The importer's defaults for the campus colours (apps/server/src/packs/pack-schema.ts), as visitors get them. */
const PACK_CAMPUS_COLOR = '#c8d7c0';
const PACK_BUILDINGS_COLOR = '#9aa5b1';
const HEX = /^#[0-9a-fA-F]{6}$/;

export function lngLatOf(value: unknown): LngLat | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const [lng, lat] = value as unknown[];
  return typeof lng === 'number' && typeof lat === 'number' && Number.isFinite(lng) && Number.isFinite(lat)
    ? [lng, lat]
    : null;
}

const positions = (value: unknown): LngLat[] =>
  list(value).flatMap((p) => {
    const at = lngLatOf(p);
    return at ? [at] : [];
  });
const polygonOf = (value: unknown): LngLat[][] => list(value).map(positions);

/** Each map file's object with its name, in file order. */
function mapFiles(state: StudioState): { file: string; value: Obj }[] {
  return state.files.flatMap((f) => (/^map(\/[^/]+)?\.ya?ml$/.test(f.file) && isObj(f.value) ? [f] : [])) as {
    file: string;
    value: Obj;
  }[];
}

function itemsOf(maps: { file: string; value: Obj }[], name: string) {
  return maps.flatMap(({ file, value }) =>
    list(value[name]).flatMap((item, index) => (isObj(item) ? [{ file, index, value: item }] : [])),
  );
}

function settingsOf(state: StudioState): MapSettingsModel {
  const pack = state.files.find((f) => /^pack\.ya?ml$/.test(f.file))?.value;
  const settings = isObj(pack) && isObj(pack.maps_settings) ? pack.maps_settings : {};
  const colour = (value: unknown, fallback: string) =>
    typeof value === 'string' && HEX.test(value) ? value : fallback;
  return {
    center: lngLatOf(settings.center),
    zoom: typeof settings.zoom === 'number' ? settings.zoom : null,
    basemap: typeof settings.basemap === 'string' && settings.basemap !== '' ? settings.basemap : null,
    campusColor: colour(settings.campus_color, PACK_CAMPUS_COLOR),
    buildingsColor: colour(settings.buildings_color, PACK_BUILDINGS_COLOR),
  };
}

export function readCampus(state: StudioState): CampusModel {
  const places = entities(state, 'places').map(({ file, index, value }): PlaceModel => ({
    file,
    index,
    key: str(value.key),
    title: text(value.title),
    coordinates: lngLatOf(value.coordinates),
    building: value.building === true,
    inBuilding: typeof value.in_building === 'string' ? value.in_building : null,
  }));
  const maps = mapFiles(state);
  const buildings = itemsOf(maps, 'buildings').map(({ file, index, value }): BuildingModel => {
    const outer = positions(list(value.polygon)[0]);
    return {
      file,
      index,
      key: str(value.key),
      name: text(value.name),
      place: typeof value.place === 'string' ? value.place : null,
      ring: openRing(outer),
      written: { length: outer.length, closed: outer.length > 1 && openRing(outer).length < outer.length },
      entrances: list(value.entrances).flatMap((entrance, entranceIndex) => {
        const at = isObj(entrance) ? lngLatOf(entrance.coordinates) : null;
        return isObj(entrance) && at
          ? [
              {
                index: entranceIndex,
                coordinates: at,
                name: text(entrance.name),
                accessible: entrance.accessible !== false,
              },
            ]
          : [];
      }),
    };
  });
  const paths = itemsOf(maps, 'paths').map(({ file, index, value }): PathModel => ({
    file,
    index,
    key: str(value.key),
    name: text(value.name),
    modes: list(value.modes).map(str),
    steps: value.steps === true,
    coordinates: positions(value.coordinates),
  }));
  const areas = (name: string) =>
    itemsOf(maps, name).map(({ value }): AreaModel => ({
      key: str(value.key),
      name: text(value.name),
      polygon: polygonOf(value.polygon),
    }));
  const buildingsFile = maps.find(({ value }) => Array.isArray(value.buildings))?.file;
  return {
    places,
    buildings,
    paths,
    outlines: areas('campus_outlines'),
    surroundings: areas('osm_buildings'),
    settings: settingsOf(state),
    placeFile: places[0]?.file ?? 'places.yaml',
    mapFile: buildingsFile ?? maps[0]?.file ?? 'map.yaml',
  };
}

/** The building a place's outline and entrances are: its own (`place:`), else the one it is inside. */
export function buildingOf(campus: CampusModel, place: PlaceModel): BuildingModel | null {
  return (
    campus.buildings.find((b) => b.place === place.key) ??
    (place.inBuilding === null ? null : (campus.buildings.find((b) => b.key === place.inBuilding) ?? null))
  );
}
