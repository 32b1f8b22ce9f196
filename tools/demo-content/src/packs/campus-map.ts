import { SeededRandom } from '../random.ts';
import type { Tr } from './scene-builder.ts';

/**
 * A deterministic campus around a centre: a grid of streets, a building in each block with its
 * entrance on a short spur to the street below, places in and around the buildings. Streets are
 * split at every crossing and spur junction, so the path network is a graph whose nodes are
 * shared coordinates: every entrance is reachable on foot; cycling uses the streets, driving
 * only the ring road and the central avenue.
 */

export interface CampusBuilding {
  key: string;
  name: Tr;
  categories: string[];
  levels: number;
}

export interface CampusAmenity {
  key: string;
  name: Tr;
  categories: string[];
  /** How many buildings get one (round robin). */
  count: number;
}

export interface CampusSpec {
  seed: number;
  centre: [number, number];
  outlineName: Tr;
  buildings: CampusBuilding[];
  amenities: CampusAmenity[];
  /** 7 north-south street names, then 6 east-west ones. */
  streetNames: Tr[];
  entranceName: Tr;
  /** Place body (HTML) of a building, and of an amenity inside a building. */
  buildingBody: (name: Tr) => Tr;
  amenityBody: (amenity: Tr, building: Tr) => Tr;
  /** "Amenity – Building" in every language. */
  amenityTitle: (amenity: Tr, building: Tr) => Tr;
  address: (number: number, street: Tr) => Tr;
  tenant: string;
}

const COLUMNS = 6;
const ROWS = 5;
const BLOCK_X = 140;
const BLOCK_Y = 120;
const METRES_PER_DEGREE_LAT = 111_320;

type LngLat = [number, number];

export interface CampusResult {
  map: Record<string, unknown>;
  places: Record<string, unknown>[];
  /** Place images to generate: [media name, seed]. */
  placeImages: { name: string; seed: number }[];
  /** Centre of each building by key, for scene locations. */
  buildingCentres: Map<string, LngLat>;
}

export function buildCampus(spec: CampusSpec): CampusResult {
  const random = new SeededRandom(spec.seed);
  const [lng0, lat0] = spec.centre;
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((lat0 * Math.PI) / 180);
  const width = COLUMNS * BLOCK_X;
  const height = ROWS * BLOCK_Y;
  const toLngLat = (x: number, y: number): LngLat => [
    Math.round((lng0 + (x - width / 2) / metresPerDegreeLng) * 1e7) / 1e7,
    Math.round((lat0 + (y - height / 2) / METRES_PER_DEGREE_LAT) * 1e7) / 1e7,
  ];
  const rectangle = (x0: number, y0: number, x1: number, y1: number): LngLat[][] => [
    [toLngLat(x0, y0), toLngLat(x1, y0), toLngLat(x1, y1), toLngLat(x0, y1), toLngLat(x0, y0)],
  ];

  const buildings: Record<string, unknown>[] = [];
  const places: Record<string, unknown>[] = [];
  const placeImages: { name: string; seed: number }[] = [];
  const buildingCentres = new Map<string, LngLat>();
  // Junctions on each east-west street (row index = the street below the block).
  const junctions: number[][] = Array.from({ length: ROWS + 1 }, () => []);
  const spurs: Record<string, unknown>[] = [];

  spec.buildings.forEach((building, index) => {
    const column = index % COLUMNS;
    const row = Math.floor(index / COLUMNS) % ROWS;
    const cx = (column + 0.5) * BLOCK_X + random.range(-12, 12);
    const cy = (row + 0.5) * BLOCK_Y + random.range(-6, 6);
    const halfWidth = random.range(24, 40);
    const halfDepth = random.range(18, 30);
    const centre = toLngLat(cx, cy);
    const entrance = toLngLat(cx, cy - halfDepth);
    const junction = toLngLat(cx, row * BLOCK_Y);
    buildingCentres.set(building.key, centre);
    junctions[row]?.push(cx);
    buildings.push({
      key: `${building.key}-building`,
      name: building.name,
      place: building.key,
      levels: building.levels,
      polygon: rectangle(cx - halfWidth, cy - halfDepth, cx + halfWidth, cy + halfDepth),
      entrances: [{ coordinates: entrance, name: spec.entranceName, accessible: true }],
    });
    spurs.push({
      key: `${building.key}-spur`,
      name: spec.entranceName,
      modes: ['walking'],
      coordinates: [entrance, junction],
    });
    const street = spec.streetNames[COLUMNS + 1 + row] ?? spec.outlineName;
    places.push({
      key: building.key,
      title: building.name,
      categories: building.categories,
      building: true,
      coordinates: centre,
      image: { image: `${spec.tenant}/places/${building.key}.jpg`, alt: building.name },
      body: spec.buildingBody(building.name),
      address: spec.address(100 + index * 2, street),
    });
    placeImages.push({ name: `places/${building.key}.jpg`, seed: spec.seed * 100 + index });
  });

  const addresses = new Map(places.map((place) => [place.key, place.address]));
  let amenityIndex = 0;
  for (const amenity of spec.amenities) {
    for (let copy = 0; copy < amenity.count; copy++) {
      const building = spec.buildings[(amenityIndex * 7 + copy * 3) % spec.buildings.length];
      amenityIndex++;
      if (building === undefined) continue;
      const [lng, lat] = buildingCentres.get(building.key) ?? spec.centre;
      places.push({
        key: `${amenity.key}-${building.key}`,
        title: spec.amenityTitle(amenity.name, building.name),
        categories: amenity.categories,
        in_building: `${building.key}-building`,
        parent: building.key,
        coordinates: [
          Math.round((lng + random.range(-2e-4, 2e-4)) * 1e7) / 1e7,
          Math.round((lat + random.range(-1.5e-4, 1.5e-4)) * 1e7) / 1e7,
        ],
        image: { image: `${spec.tenant}/places/${building.key}.jpg`, alt: building.name },
        body: spec.amenityBody(amenity.name, building.name),
        address: addresses.get(building.key),
      });
    }
  }

  const paths: Record<string, unknown>[] = [];
  const addStreet = (key: string, name: Tr, modes: string[], points: [number, number][]): void => {
    points.slice(1).forEach((point, index) => {
      const from = points[index];
      if (from === undefined) return;
      paths.push({
        key: `${key}-${index + 1}`,
        name,
        modes,
        coordinates: [toLngLat(from[0], from[1]), toLngLat(point[0], point[1])],
      });
    });
  };
  for (let column = 0; column <= COLUMNS; column++) {
    const x = column * BLOCK_X;
    const onRing = column === 0 || column === COLUMNS || column === COLUMNS / 2;
    const points = Array.from({ length: ROWS + 1 }, (_, row): [number, number] => [x, row * BLOCK_Y]);
    addStreet(
      `ns-${column}`,
      spec.streetNames[column] ?? spec.outlineName,
      onRing ? ['walking', 'cycling', 'driving'] : ['walking', 'cycling'],
      points,
    );
  }
  for (let row = 0; row <= ROWS; row++) {
    const y = row * BLOCK_Y;
    const onRing = row === 0 || row === ROWS;
    const xs = [
      ...Array.from({ length: COLUMNS + 1 }, (_, column) => column * BLOCK_X),
      ...(junctions[row] ?? []),
    ].sort((a, b) => a - b);
    addStreet(
      `ew-${row}`,
      spec.streetNames[COLUMNS + 1 + row] ?? spec.outlineName,
      onRing ? ['walking', 'cycling', 'driving'] : ['walking', 'cycling'],
      xs.map((x) => [x, y]),
    );
  }

  const margin = 40;
  const osm = Array.from({ length: 6 }, (_, index) => {
    const x = index < 3 ? -margin - 60 : width + margin + 20;
    const y = (index % 3) * 200 + 40;
    return { key: `neighbour-${index + 1}`, name: null, polygon: rectangle(x, y, x + 40, y + 70) };
  });

  return {
    map: {
      campus_outlines: [
        {
          key: 'campus',
          name: spec.outlineName,
          polygon: rectangle(-margin, -margin, width + margin, height + margin),
        },
      ],
      buildings,
      osm_buildings: osm,
      paths: [...paths, ...spurs],
    },
    places,
    placeImages,
    buildingCentres,
  };
}
