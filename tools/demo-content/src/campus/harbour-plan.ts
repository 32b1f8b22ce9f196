/**
 * The Harbour Maritime Museum's made-up grounds (issue 34), in metres east and north of the pack's
 * centre: a row of warehouses, boathouses and ferry terminals along the quay (the shore, its quay
 * and piers come from `waterfront`), a dock basin cut into the quay, the galleries and the main
 * museum round a forecourt behind them, an old dry dock, and a garden with a pond to the north-west.
 */
import type { CampusPlan } from './campus-plan.ts';
import { blob, box } from './geometry.ts';

const WALK = ['walking', 'cycling'] as const;
const ROAD = ['walking', 'cycling', 'driving'] as const;

export const harbourPlan: CampusPlan = {
  origin: [-79.3832, 43.6532],
  outline: [
    [-525, -255],
    [-300, -298],
    [-112, -304],
    [160, -306],
    [330, -300],
    [505, -268],
    [548, 0],
    [522, 305],
    [200, 338],
    [-200, 332],
    [-505, 304],
    [-548, 0],
  ],
  buildingScale: 1.15,
  buildings: {
    drummond: { shape: { kind: 'bar', w: 48, h: 34 }, at: [-452, -214], angle: -6 },
    beaton: { shape: { kind: 'bar', w: 100, h: 32 }, at: [-338, -222], angle: -3 },
    halloran: { shape: { kind: 'L', w: 50, h: 46, a: 20, b: 20 }, at: [-216, -222], angle: -4 },
    trelawney: { shape: { kind: 'bar', w: 30, h: 54 }, at: [-146, -214], angle: -8 },
    jellicoe: { shape: { kind: 'T', w: 72, h: 48, a: 24, b: 22 }, at: [204, -222], angle: 2 },
    nolan: { shape: { kind: 'bar', w: 98, h: 34 }, at: [318, -224], angle: 3 },
    vickery: { shape: { kind: 'L', w: 56, h: 48, a: 20, b: 20 }, at: [438, -206], angle: 8, mirror: true },
    radcliffe: { shape: { kind: 'bar', w: 40, h: 62 }, at: [-462, -88], angle: 4 },
    abbott: { shape: { kind: 'court', w: 124, h: 76, a: 22 }, at: [-298, -92], angle: -3 },
    grantham: { shape: { kind: 'bar', w: 42, h: 30 }, at: [-158, -92], angle: 10 },
    prescott: { shape: { kind: 'bar', w: 38, h: 30 }, at: [-40, -70], angle: -6 },
    ormsby: { shape: { kind: 'bar', w: 56, h: 30 }, at: [84, -74], angle: 5 },
    isherwood: { shape: { kind: 'E', w: 86, h: 54, a: 18, b: 22 }, at: [204, -84], angle: -4 },
    kettering: { shape: { kind: 'court', w: 92, h: 68, a: 20 }, at: [332, -92], angle: 4 },
    yeats: { shape: { kind: 'U', w: 60, h: 66, a: 20, b: 22 }, at: [450, -92], angle: 180 },
    montague: { shape: { kind: 'L', w: 66, h: 76, a: 24, b: 24 }, at: [-428, 40], angle: 3 },
    stanhope: { shape: { kind: 'H', w: 88, h: 58, a: 24, b: 22 }, at: [-288, 50], angle: -5 },
    quinlan: { shape: { kind: 'bar', w: 38, h: 38 }, at: [-168, 34], angle: 12 },
    calloway: { shape: { kind: 'bar', w: 52, h: 34 }, at: [-52, 56], angle: 20 },
    wainwright: { shape: { kind: 'court', w: 88, h: 62, a: 20 }, at: [96, 50], angle: -4 },
    everett: { shape: { kind: 'L', w: 78, h: 62, a: 24, b: 24 }, at: [262, 44], angle: 5, mirror: true },
    upton: { shape: { kind: 'T', w: 66, h: 56, a: 22, b: 22 }, at: [382, 44], angle: -3 },
    fitzroy: { shape: { kind: 'bar', w: 40, h: 70 }, at: [466, 52], angle: 3 },
    blackwood: { shape: { kind: 'bar', w: 50, h: 34 }, at: [-226, 214], angle: -12 },
    ashdown: { shape: { kind: 'bar', w: 58, h: 40 }, at: [-150, 240], angle: 2 },
    lindqvist: { shape: { kind: 'bar', w: 58, h: 40 }, at: [408, 232], angle: -4 },
  },
  paths: [
    {
      key: 'south-pier-road',
      name: 'South Pier Road',
      modes: [...ROAD],
      points: [
        [-505, -238],
        [-300, -266],
        [-92, -268],
      ],
    },
    {
      key: 'dock-road',
      name: 'South Pier Road',
      modes: [...ROAD],
      points: [
        [-92, -268],
        [-88, -146],
        [22, -140],
        [136, -146],
        [142, -270],
      ],
      straight: true,
    },
    {
      key: 'south-pier-road-east',
      name: 'South Pier Road',
      modes: [...ROAD],
      points: [
        [142, -270],
        [330, -268],
        [488, -236],
      ],
    },
    {
      key: 'east-wharf-road',
      name: 'East Wharf Road',
      modes: [...ROAD],
      points: [
        [488, -236],
        [512, 0],
        [496, 290],
      ],
    },
    {
      key: 'north-wharf-road',
      name: 'North Wharf Road',
      modes: [...ROAD],
      points: [
        [496, 290],
        [200, 312],
        [-200, 306],
        [-488, 288],
      ],
    },
    {
      key: 'quay-walk',
      name: 'Quay Walk',
      modes: [...ROAD],
      points: [
        [-488, 288],
        [-522, 0],
        [-505, -238],
      ],
    },
    {
      key: 'harbour-avenue',
      name: 'Harbour Avenue',
      modes: [...ROAD],
      points: [
        [18, 306],
        [14, 120],
        [24, -20],
        [22, -140],
      ],
    },
    {
      key: 'rope-walk',
      name: 'Rope Walk',
      modes: [...WALK],
      points: [
        [-522, -22],
        [-300, -30],
        [-160, -26],
        [24, -20],
        [260, -18],
        [512, -12],
      ],
    },
    {
      key: 'compass-row',
      name: 'Compass Row',
      modes: [...WALK],
      points: [
        [-520, 116],
        [-300, 124],
        [14, 120],
        [260, 126],
        [508, 122],
      ],
    },
    {
      key: 'tide-walk',
      name: 'Tide Walk',
      modes: [...WALK],
      points: [
        [-520, -160],
        [-380, -168],
        [-206, -152],
        [-89, -150],
      ],
    },
    {
      key: 'tide-walk-east',
      name: 'Tide Walk',
      modes: [...WALK],
      points: [
        [138, -152],
        [268, -160],
        [400, -158],
        [500, -156],
      ],
    },
    {
      key: 'net-lane',
      name: 'Net Lane',
      modes: [...WALK],
      points: [
        [-226, 124],
        [-218, -28],
        [-206, -152],
      ],
    },
    {
      key: 'lantern-lane',
      name: 'Lantern Lane',
      modes: [...WALK],
      points: [
        [-362, 124],
        [-358, -30],
      ],
    },
    {
      key: 'sail-lane',
      name: 'Sail Lane',
      modes: [...WALK],
      points: [
        [-108, 306],
        [-104, 122],
        [-112, -24],
      ],
    },
    {
      key: 'anchor-lane',
      name: 'Anchor Lane',
      modes: [...WALK],
      points: [
        [182, 310],
        [184, 124],
        [180, -20],
      ],
    },
    {
      key: 'mast-row',
      name: 'Mast Row',
      modes: [...WALK],
      points: [
        [330, 126],
        [318, 60],
        [322, -16],
      ],
    },
    {
      key: 'mast-row-south',
      name: 'Mast Row',
      modes: [...WALK],
      points: [
        [268, -17],
        [268, -160],
      ],
      straight: true,
    },
    {
      key: 'forecourt-walk',
      modes: [...WALK],
      points: [
        [-218, -28],
        [-150, -60],
        [-89, -120],
      ],
    },
    {
      key: 'garden-walk',
      name: 'Garden Walk',
      modes: ['walking'],
      points: [
        [-470, 210],
        [-430, 160],
        [-360, 150],
        [-300, 190],
        [-316, 258],
        [-400, 270],
      ],
      closed: true,
    },
    {
      key: 'garden-link',
      name: 'Garden Walk',
      modes: [...WALK],
      points: [
        [-300, 190],
        [-226, 160],
        [-226, 124],
      ],
    },
    {
      key: 'dock-walk',
      name: 'Dock Walk',
      modes: ['walking'],
      points: [
        [18, 180],
        [80, 176],
        [200, 182],
        [300, 178],
        [320, 240],
        [324, 306],
      ],
    },
  ],
  grounds: [
    // The dock basin, cut into the quay from the harbour.
    {
      kind: 'quay',
      ring: [
        [-96, -300],
        [-96, -160],
        [124, -160],
        [124, -300],
      ],
    },
    {
      kind: 'water',
      ring: [
        [-80, -307],
        [-80, -176],
        [108, -176],
        [108, -307],
      ],
    },
    { kind: 'pond', ring: blob([-388, 210], 52, 32, 12, [0.08, 0.05]) },
    { kind: 'quay', ring: box([130, 228], 134, 56, 2) },
    { kind: 'water', ring: box([130, 228], 118, 40, 2) },
    { kind: 'parking', ring: box([-30, 234], 56, 62, 2) },
    { kind: 'parking', ring: box([408, 178], 76, 46, -4) },
    { kind: 'plaza', ring: blob([-300, -28], 44, 14, -3, [0.02]) },
    { kind: 'plaza', ring: blob([-262, 200], 22, 18, 0, [0.04]) },
  ],
  waterfront: true,
  spots: {
    'museum-forecourt': [-300, -34],
    'harbour-front': [-300, -284],
    'pier-walk': [-430, -290],
    'lighthouse-point': [470, -282],
    'sculpture-garden': [-262, 196],
    'ferry-landing': [440, -278],
    'stop-forecourt': [-306, -30],
    'stop-harbour': [-292, -286],
    'stop-pier': [-424, -292],
    'stop-lighthouse': [476, -280],
    'water-taxi-yeats': [380, -288],
    'water-taxi-halloran': [-216, -288],
    'water-taxi-radcliffe': [-486, -262],
  },
};
