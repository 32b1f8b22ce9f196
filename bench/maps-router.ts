// `npm run bench:maps`: the embedded router's latency over 1,000 random pairs of places on each demo
// campus (walking, and step-free walking), p50 and p99, plus the time to build its graph.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CampusRouter } from '../apps/server/src/maps/router.ts';

const PAIRS = 1000;
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
  for (const stepFree of [false, true]) {
    const next = random(42);
    const times: number[] = [];
    let routed = 0;
    for (let i = 0; i < PAIRS; i += 1) {
      const from = places[Math.floor(next() * places.length)] ?? [0, 0];
      const to = places[Math.floor(next() * places.length)] ?? [0, 0];
      const started = performance.now();
      const answer = router.route({ from, to, profile: { mode: 'walking', stepFree }, language: 'en' });
      times.push(performance.now() - started);
      if (answer.code === 'Ok') routed += 1;
    }
    times.sort((a, b) => a - b);
    console.log(
      `router ${tenant} ${stepFree ? 'step-free' : 'walking  '}: ${PAIRS} pairs of ${places.length} places, ` +
        `${routed} routed, p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms ` +
        `(graph of ${map.paths.length} paths built in ${buildMs.toFixed(1)} ms)`,
    );
  }
}
