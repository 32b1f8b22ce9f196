import { describe, expect, it } from 'vitest';
import { modifierFor, planSteps, turnAngle } from '../../src/maps/maneuvers.ts';
import type { Hop } from '../../src/maps/route-search.ts';
import { CampusRouter } from '../../src/maps/router.ts';
import { instructionLanguage } from '../../src/maps/instructions.ts';
import { at, gridPath } from './local-grid.ts';
import type { NetworkPath } from '../../src/maps/path-network.ts';

/** A route drawn as named legs of [x, y] metres, one hop per consecutive pair. */
function hops(...legs: [string, [number, number][]][]): Hop[] {
  return legs.flatMap(([name, points]) =>
    points.slice(1).map((point, index) => {
      const from = points[index] as [number, number];
      const length = Math.hypot(point[0] - from[0], point[1] - from[1]);
      return { from: at(...from), to: at(...point), length, name, edge: 0 };
    }),
  );
}

/** Walk north 50 m on A, then head in the given direction on B. */
function turnTo(dx: number, dy: number) {
  return planSteps(
    hops(
      [
        'A',
        [
          [0, 0],
          [0, 50],
        ],
      ],
      [
        'B',
        [
          [0, 50],
          [dx, 50 + dy],
        ],
      ],
    ),
  )[1];
}

describe('manoeuvres from bearing changes', () => {
  it('measures turns clockwise: right is positive, left negative, a reversal is 180', () => {
    expect(turnAngle(0, 90)).toBe(90);
    expect(turnAngle(350, 10)).toBe(20);
    expect(turnAngle(10, 350)).toBe(-20);
    expect(turnAngle(90, 270)).toBe(180);
  });

  it.each([
    [50, 0, 'turn', 'right'],
    [-50, 0, 'turn', 'left'],
    [20, 50, 'turn', 'slight right'],
    [-20, 50, 'turn', 'slight left'],
    [30, -50, 'turn', 'sharp right'],
    [-30, -50, 'turn', 'sharp left'],
    [0, -50, 'turn', 'uturn'],
    [0, 50, 'new name', 'straight'],
  ])('a change of path heading (%i, %i) is a %s %s', (dx, dy, type, modifier) => {
    expect(turnTo(dx, dy)).toMatchObject({ type, modifier, name: 'B' });
  });

  it('starts with a depart heading the first way, keeps gentle bends in one step and makes a sharp bend a continue', () => {
    const steps = planSteps(
      hops([
        'Loop',
        [
          [0, 0],
          [0, 50],
          [5, 100],
          [55, 100],
        ],
      ]),
    );
    expect(steps.map((step) => [step.type, step.modifier])).toEqual([
      ['depart', undefined],
      ['continue', 'right'],
    ]);
    expect(steps[0]).toMatchObject({ bearingAfter: 0, hops: [{}, {}] });
  });

  it('gives modifiers by size of turn', () => {
    expect([10, 45, 90, 150, 175].map(modifierFor)).toEqual([
      'straight',
      'slight right',
      'right',
      'sharp right',
      'uturn',
    ]);
  });

  it('ends with an arrive on the side of the destination when it is off the path', () => {
    const router = new CampusRouter([
      { name: 'Quay', modes: ['walking'], steps: false, coordinates: [at(0, 0), at(100, 0)] },
    ]);
    const answer = router.route({ from: at(0, 0), to: at(60, 20), profile: { mode: 'walking', stepFree: false } });
    if (answer.code !== 'Ok') throw new Error(answer.message);
    const steps = answer.routes[0]?.legs[0]?.steps ?? [];
    expect(steps.map((step) => step.maneuver.type)).toEqual(['depart', 'arrive']);
    expect(steps[1]?.maneuver).toMatchObject({ modifier: 'left', bearing_before: 90 });
    expect(steps[0]?.maneuver.instruction).toBe('Head east on Quay');
    expect(steps[1]?.maneuver.instruction).toBe('You have arrived at your destination, on the left');
  });
});

describe('turns and bends on paths that share a name (issue 34)', () => {
  /** Instructions of a walk from one point to another over these paths. */
  const instructions = (paths: NetworkPath[], from: [number, number], to: [number, number]) => {
    const answer = new CampusRouter(paths).route({
      from: at(...from),
      to: at(...to),
      profile: { mode: 'walking', stepFree: false },
    });
    if (answer.code !== 'Ok') throw new Error(answer.message);
    // Without the arrive, whose side depends on where the end snapped.
    return answer.routes[0]?.legs[0]?.steps.slice(0, -1).map((step) => step.maneuver.instruction) ?? [];
  };
  // A quad: a square walk round it and a diagonal across it, all three called Quad Walk, as on the
  // demo campus.
  const quad = [
    gridPath('Quad Walk', [
      [0, 0],
      [100, 0],
      [100, 100],
      [0, 100],
      [0, 0],
    ]),
    gridPath('Quad Walk', [
      [100, 0],
      [0, 100],
    ]),
  ];

  it('leaving one walk for another of the same name is a turn onto it, not “to stay on” it', () => {
    // East along the south side, then left up the diagonal.
    expect(instructions(quad, [40, 0], [60, 40])).toEqual(['Head east on Quad Walk', 'Turn left onto Quad Walk']);
  });

  it('following one walk round a corner where another meets it is a continue “to stay on” it', () => {
    expect(instructions(quad, [40, 0], [100, 60])).toEqual([
      'Head east on Quad Walk',
      'Turn left to stay on Quad Walk',
    ]);
  });

  it('a bend where no other path meets is no step, however sharp', () => {
    const hairpin = [
      gridPath('Lakeside Walk', [
        [0, 0],
        [100, 0],
        [20, 30],
      ]),
    ];
    expect(instructions(hairpin, [10, 0], [40, 22.5])).toEqual(['Head east on Lakeside Walk']);
  });
});

describe('instruction language', () => {
  it('writes the steps in the requested language, zh-hans sent as zh, and English for a language it lacks', () => {
    expect(['zh', 'zh-hans', 'zh-hant', 'fr-ca', 'ar', 'pt-br', 'xx', undefined].map(instructionLanguage)).toEqual([
      'zh-Hans',
      'zh-Hans',
      'zh-Hans',
      'fr',
      'ar',
      'pt-BR',
      'en',
      'en',
    ]);
  });

  it('turns the same step into Arabic and French text', () => {
    const router = new CampusRouter([
      { name: 'Quay', modes: ['walking'], steps: false, coordinates: [at(0, 0), at(100, 0)] },
      { name: 'Pier', modes: ['walking'], steps: false, coordinates: [at(100, 0), at(100, 100)] },
    ]);
    const texts = (language: string) => {
      const answer = router.route({
        from: at(0, 0),
        to: at(100, 100),
        profile: { mode: 'walking', stepFree: false },
        language,
      });
      if (answer.code !== 'Ok') throw new Error(answer.message);
      return answer.routes[0]?.legs[0]?.steps.map((step) => step.maneuver.instruction);
    };
    expect(texts('en')?.[1]).toBe('Turn left onto Pier');
    expect(texts('fr-ca')?.[1]).toBe('Tourner à gauche sur Pier');
    expect(texts('ar')?.[1]).toMatch(/Pier/);
    expect(texts('ar')?.[1]).not.toBe(texts('en')?.[1]);
  });
});
