/**
 * Northfield University's made-up campus (issue 34), in metres east and north of the pack's
 * centre: a main quad with diagonal walks, the library at its head and the halls round it, a
 * science court and an arts plaza to the east, residences along a crescent to the west, a lake,
 * and over a river (two road bridges and a footbridge) the athletics grounds.
 */
import type { CampusPlan } from './campus-plan.ts';
import { add, blob, box, rotate, type Xy } from './geometry.ts';

const WALK = ['walking', 'cycling'] as const;
const ROAD = ['walking', 'cycling', 'driving'] as const;
const QUAD: Xy = [-140, 20];
const quadCorner = (x: number, y: number) => add(QUAD, rotate([x, y], 5));
const [sw, se, ne, nw] = [quadCorner(-95, -70), quadCorner(95, -70), quadCorner(95, 70), quadCorner(-95, 70)];
const LAKE: Xy = [170, -190];
const TRACK: Xy = [560, 140];

export const northfieldPlan: CampusPlan = {
  origin: [-79.3832, 43.6532],
  outline: [
    [-500, -330],
    [-200, -362],
    [150, -352],
    [450, -335],
    [640, -270],
    [685, 0],
    [660, 250],
    [430, 345],
    [60, 368],
    [-260, 352],
    [-480, 310],
    [-528, 0],
  ],
  buildingScale: 1.2,
  buildings: {
    aldridge: { shape: { kind: 'U', w: 100, h: 55, a: 22, b: 24 }, at: quadCorner(8, -106), angle: 5 },
    beaumont: { shape: { kind: 'court', w: 112, h: 64, a: 20 }, at: quadCorner(-10, 111), angle: 5 },
    glenholme: { shape: { kind: 'L', w: 62, h: 92, a: 26, b: 26 }, at: quadCorner(-133, 0), angle: 5 },
    kingsley: { shape: { kind: 'L', w: 60, h: 88, a: 24, b: 26 }, at: quadCorner(131, 4), angle: 5, mirror: true },
    sheridan: { shape: { kind: 'bar', w: 72, h: 28 }, at: [-292, -112], angle: -12 },
    northcote: { shape: { kind: 'T', w: 82, h: 60, a: 26, b: 24 }, at: [12, -112], angle: 8 },
    carrington: { shape: { kind: 'court', w: 84, h: 72, a: 22 }, at: [80, 180], angle: -7 },
    jarvis: { shape: { kind: 'E', w: 96, h: 62, a: 20, b: 24 }, at: [238, 202], angle: -6 },
    thornbury: { shape: { kind: 'L', w: 72, h: 62, a: 24, b: 24 }, at: [222, 72], angle: 4, mirror: true },
    dunmore: { shape: { kind: 'L', w: 66, h: 60, a: 24, b: 24 }, at: [106, -64], angle: 12 },
    pemberton: { shape: { kind: 'U', w: 78, h: 56, a: 22, b: 22 }, at: [236, -58], angle: -4 },
    fairweather: {
      shape: {
        kind: 'poly',
        points: [
          [-42, -26],
          [36, -30],
          [40, 2],
          [16, 6],
          [22, 30],
          [-12, 32],
          [-20, 8],
          [-42, 8],
        ],
      },
      at: [0, -215],
      angle: 3,
    },
    maplewood: { shape: { kind: 'L', w: 54, h: 52, a: 22, b: 22 }, at: [-128, -212], angle: -10 },
    brightwater: { shape: { kind: 'bar', w: 66, h: 40 }, at: [-262, -238], angle: -5 },
    ellesmere: { shape: { kind: 'court', w: 76, h: 62, a: 20 }, at: [-408, -206], angle: -8 },
    underhill: { shape: { kind: 'T', w: 64, h: 56, a: 24, b: 22 }, at: [-425, -92], angle: -5 },
    queensbury: { shape: { kind: 'L', w: 54, h: 82, a: 22, b: 24 }, at: [-422, 42], angle: 3 },
    yardley: { shape: { kind: 'bar', w: 40, h: 84 }, at: [-412, 172], angle: 2 },
    ashcombe: { shape: { kind: 'U', w: 74, h: 56, a: 22, b: 22 }, at: [-300, 232], angle: 174 },
    oakridge: { shape: { kind: 'bar', w: 64, h: 36 }, at: [-184, 246], angle: 4 },
    vandermeer: { shape: { kind: 'L', w: 84, h: 56, a: 26, b: 24 }, at: [-16, 254], angle: -3 },
    inglewood: { shape: { kind: 'bar', w: 64, h: 34 }, at: [112, 266], angle: -4 },
    lakeview: { shape: { kind: 'L', w: 44, h: 74, a: 22, b: 24 }, at: [306, -190], angle: 8, mirror: true },
    hartwell: { shape: { kind: 'H', w: 84, h: 60, a: 24, b: 26 }, at: [528, -42], angle: 4 },
    whitmore: { shape: { kind: 'bar', w: 62, h: 40 }, at: [502, -178], angle: 10 },
    rosedale: { shape: { kind: 'bar', w: 52, h: 32 }, at: [492, 268], angle: -14 },
  },
  paths: [
    {
      key: 'south-drive',
      name: 'South Drive',
      modes: [...ROAD],
      points: [
        [-470, -255],
        [-250, -295],
        [0, -302],
        [200, -292],
        [330, -283],
        [420, -278],
      ],
    },
    {
      key: 'east-drive',
      name: 'East Drive',
      modes: [...ROAD],
      points: [
        [420, -278],
        [445, -150],
        [440, 0],
        [452, 150],
        [440, 300],
      ],
    },
    {
      key: 'north-drive',
      name: 'North Drive',
      modes: [...ROAD],
      points: [
        [440, 300],
        [330, 312],
        [100, 326],
        [-150, 322],
        [-400, 292],
      ],
    },
    {
      key: 'founders-walk',
      name: 'Founders Walk',
      modes: [...ROAD],
      points: [
        [-400, 292],
        [-478, 170],
        [-486, -50],
        [-470, -255],
      ],
    },
    {
      key: 'college-avenue',
      name: 'College Avenue',
      modes: [...ROAD],
      points: [
        [-60, -370],
        [-58, -302],
        [-54, -230],
        [-60, -158],
      ],
    },
    {
      key: 'field-drive',
      modes: [...ROAD],
      points: [
        [445, -118],
        [548, -116],
      ],
      straight: true,
    },
    { key: 'quad-walk', name: 'Quad Walk', modes: [...WALK], points: [sw, se, ne, nw, sw], straight: true },
    { key: 'quad-walk-diagonal-1', name: 'Oak Walk', modes: [...WALK], points: [sw, ne], straight: true },
    { key: 'quad-walk-diagonal-2', name: 'Linden Walk', modes: [...WALK], points: [se, nw], straight: true },
    {
      key: 'maple-walk',
      name: 'Maple Walk',
      modes: [...WALK],
      points: [
        [-400, 292],
        [-360, 150],
        [-352, 0],
        [-362, -130],
        [-330, -290],
      ],
    },
    { key: 'commons-lane', name: 'Commons Lane', modes: [...WALK], points: [[-354, -62], [-300, -66], sw] },
    {
      key: 'cedar-walk',
      name: 'Cedar Walk',
      modes: [...WALK],
      points: [
        [-360, 150],
        [-262, 176],
        [-180, 198],
        [-94, 202],
      ],
    },
    { key: 'library-lane', name: 'Library Lane', modes: [...WALK], points: [[-90, 324], [-95, 230], [-78, 160], ne] },
    {
      key: 'science-row',
      name: 'Science Row',
      modes: [...WALK],
      points: [ne, [40, 118], [135, 104], [250, 132], [344, 134]],
    },
    { key: 'arts-row', name: 'Arts Row', modes: [...WALK], points: [se, [60, -14], [168, -16], [260, -8], [318, -6]] },
    {
      key: 'elm-walk',
      name: 'Elm Walk',
      modes: [...WALK],
      points: [
        [320, 314],
        [346, 120],
        [318, -6],
        [350, -250],
        [344, -284],
      ],
    },
    {
      key: 'birch-walk',
      name: 'Birch Walk',
      modes: [...WALK],
      points: [
        [344, 134],
        [400, 132],
        [452, 130],
      ],
      straight: true,
    },
    {
      key: 'lakeside-walk',
      name: 'Lakeside Walk',
      modes: ['walking'],
      points: [
        [62, -192],
        [100, -128],
        [180, -114],
        [262, -150],
        [278, -200],
        [230, -252],
        [150, -262],
        [80, -238],
      ],
      closed: true,
    },
    {
      key: 'plaza-walk',
      modes: [...WALK],
      points: [
        [168, -16],
        [172, -70],
        [172, -114],
      ],
    },
    {
      key: 'commons-walk',
      modes: [...WALK],
      points: [
        [-60, -158],
        [10, -168],
        [64, -178],
      ],
    },
    {
      key: 'aldridge-walk',
      modes: [...WALK],
      points: [
        [-60, -158],
        [-130, -150],
        [-200, -130],
        [-236, -150],
        [-256, -212],
      ],
    },
    { key: 'south-walk', modes: [...WALK], points: [sw, [-236, -150]] },
    {
      key: 'field-walk',
      modes: [...WALK],
      points: [
        [452, 130],
        [490, 34],
        [560, 24],
        [650, 30],
      ],
    },
    {
      key: 'north-walk',
      modes: [...WALK],
      points: [
        [-94, 202],
        [-10, 206],
        [14, 122],
      ],
    },
  ],
  grounds: [
    { kind: 'pond', ring: blob(LAKE, 86, 52, 8, [0.07, 0.05, 0.03]) },
    { kind: 'track', ring: box(TRACK, 184, 104, 90, true) },
    { kind: 'pitch', ring: box(TRACK, 100, 62, 90) },
    { kind: 'pitch-field', ring: box(TRACK, 92, 56, 90) },
    { kind: 'court', ring: box([606, -28], 18, 36, 4) },
    { kind: 'court', ring: box([627, -27], 18, 36, 4) },
    { kind: 'court', ring: box([648, -26], 18, 36, 4) },
    { kind: 'parking', ring: box([-186, -236], 58, 62, -5) },
    { kind: 'parking', ring: box([585, -128], 62, 74, 5) },
    { kind: 'plaza', ring: blob(QUAD, 15, 15, 0, []) },
    { kind: 'plaza', ring: blob([135, 104], 20, 16, 0, [0.04]) },
    { kind: 'plaza', ring: blob([168, -16], 18, 14, 10, [0.03]) },
  ],
  river: {
    line: [
      [380, 560],
      [350, 300],
      [380, 120],
      [350, -60],
      [385, -250],
      [350, -560],
    ],
    width: 34,
  },
  spots: {
    'main-quad': [-134, 14],
    'library-lawn': [-150, 80],
    'science-court': [135, 100],
    'arts-plaza': [168, -12],
    'residence-green': [-395, 118],
    'athletics-field': [496, 150],
    'stop-quad': [-146, 26],
    'stop-library': [-160, 78],
    'stop-arts': [172, -20],
    'stop-science-court': [140, 108],
  },
};
