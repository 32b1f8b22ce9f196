// `npm run bench:maps`: the embedded router's latency over 1,000 random pairs of places on each demo
// campus, for each profile (walking, step-free, cycling, driving), p50 and p99, plus the time to
// build its graph (once per pack version: wayfinding.service.ts caches it). Each request asks the
// full Directions v5 answer (steps, GeoJSON, annotations). Wall time is shown beside the process's
// CPU time per request: on a shared machine the wall time includes waiting for a core, the CPU time
// is what one core spends on the request. The budget: p99 under 20 ms on one core.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CampusRouter } from '../apps/server/src/maps/router.ts';
import type { TravelProfile } from '../apps/server/src/maps/travel-modes.ts';

const PAIRS = 1000;
const WARM_UP = 100;
/** Each row: a profile, and how many alternatives it asks (Mapbox's `alternatives=true` is 2). */
const PROFILES: [string, TravelProfile, number][] = [
  ['walking  ', { mode: 'walking', stepFree: false }, 0],
  ['step-free', { mode: 'walking', stepFree: true }, 0],
  ['cycling  ', { mode: 'cycling', stepFree: false }, 0],
  ['driving  ', { mode: 'driving', stepFree: false }, 0],
  ['walking, alternatives=true', { mode: 'walking', stepFree: false }, 2],
];
const ANSWER = {
  geometries: 'geojson',
  overview: 'full',
  steps: true,
  annotations: ['distance', 'duration', 'speed'],
  weightName: 'pedestrian',
} as const;
const demo = path.resolve(import.meta.dirname, '../content/demo');
const lngLat = z.tuple([z.number(), z.number()]);
const text = z.record(z.string(), z.string());
const mapFile = z.object({
  buildings: z.array(
    z.object({
      name: text,
      polygon: z.array(z.array(lngLat)),
      entrances: z.array(z.object({ coordinates: lngLat, accessible: z.boolean() })),
    }),
  ),
  paths: z.array(
    z.object({
      name: text.default({}),
      modes: z.array(z.enum(['walking', 'cycling', 'driving'])),
      steps: z.boolean().default(false),
      coordinates: z.array(lngLat),
    }),
  ),
});
const placesFile = z.array(z.object({ coordinates: lngLat.nullable().default(null) }).loose());

/** A small deterministic generator, so runs compare. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

for (const tenant of ['northfield', 'harbour']) {
  const map = mapFile.parse(parse(fs.readFileSync(path.join(demo, tenant, 'map.yaml'), 'utf8')));
  const places = placesFile
    .parse(parse(fs.readFileSync(path.join(demo, tenant, 'places.yaml'), 'utf8')))
    .flatMap((place) => (place.coordinates ? [place.coordinates] : []));
  const built = performance.now();
  const router = new CampusRouter(
    map.paths.map((p) => ({ ...p, name: p.name.en ?? '' })),
    map.buildings.map((b) => ({ ...b, name: b.name.en ?? '' })),
  );
  const buildMs = performance.now() - built;
  for (const [label, profile, alternatives] of PROFILES) {
    const next = random(42);
    const pick = () => places[Math.floor(next() * places.length)] ?? [0, 0];
    const ask = (from: [number, number], to: [number, number]) =>
      router.directions({ coordinates: [from, to], profile, language: 'en', answer: ANSWER, alternatives });
    for (let i = 0; i < WARM_UP; i += 1) ask(pick(), pick());
    const wall: number[] = [];
    const cpu: number[] = [];
    let routed = 0;
    let withAlternatives = 0;
    for (let i = 0; i < PAIRS; i += 1) {
      const [from, to] = [pick(), pick()];
      const started = performance.now();
      const usage = process.cpuUsage();
      const answer = ask(from, to);
      const spent = process.cpuUsage(usage);
      wall.push(performance.now() - started);
      cpu.push((spent.user + spent.system) / 1000);
      if (answer.code === 'Ok') routed += 1;
      if (answer.code === 'Ok' && answer.routes.length > 1) withAlternatives += 1;
    }
    wall.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    console.log(
      `router ${tenant} ${label}: ${PAIRS} pairs of ${places.length} places, ${routed} routed` +
        (alternatives > 0 ? ` (${withAlternatives} with an alternative), ` : ', ') +
        `p50 ${quantile(wall, 0.5).toFixed(2)} ms, p99 ${quantile(wall, 0.99).toFixed(2)} ms wall; ` +
        `p50 ${quantile(cpu, 0.5).toFixed(2)} ms, p99 ${quantile(cpu, 0.99).toFixed(2)} ms CPU ` +
        `(graph of ${map.paths.length} paths built in ${buildMs.toFixed(1)} ms)`,
    );
  }
}
