import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database.ts';
import {
  makeBrand,
  makeBuilding,
  makeCampusOutline,
  makeCategory,
  makeLabel,
  makeLinkCta,
  makeNoticeCta,
  makeOsmBuilding,
  makePlacePage,
  makePlacePoint,
  makeScene,
  makeTour,
  makeTourGroup,
  makeTourStop,
} from './fixtures.ts';
import { seedTenant, writeDocument } from './seed.ts';

/** Ids of the seeded content, for assertions. */
export const campus = {
  northfield: {
    versionHash: 'nf-v1',
    scenes: { quad: 11, library: 12, hiddenLab: 13, draftAtrium: 14 },
    tours: { main: 21, draft: 22 },
    groups: { science: 31, labs: 32 },
    ctas: { welcome: 41, apply: 42 },
    places: { library: 51, readingRoom: 52 },
    categories: { dining: 61 },
    buildings: { library: 71, gym: 72 },
  },
  harbour: { versionHash: 'hb-v1', scenes: { pier: 111 }, tours: { boats: 121 } },
} as const;

/**
 * Two tenants with content in every kind. Northfield speaks English and French
 * (each document written per language, as the importer does) and has
 * unpublished content: the `hidden-lab` scene (not in any tour), the
 * `draft-tour` tour and its `draft-atrium` scene.
 */
export async function seedCampus(db: Kysely<Database>): Promise<{ northfield: number; harbour: number }> {
  const nf = campus.northfield;
  const northfield = await seedTenant(db, {
    schema_name: 'northfield',
    name: 'Northfield University',
    version_hash: nf.versionHash,
    hosts: ['tours.northfield.example'],
    languages: [
      { code: 'en', name: 'English', name_local: 'English' },
      { code: 'fr', name: 'French', name_local: 'Français' },
      { code: 'zh-hant', name: 'Chinese (Traditional)', name_local: '繁體中文' },
    ],
  });
  for (const language of ['en', 'fr', 'zh-hant']) {
    const t = (text: string) => (language === 'en' ? text : `${text} [${language}]`);
    const write: typeof writeDocument = (database, tenantId, seed) =>
      writeDocument(database, tenantId, { ...seed, language });
    const quad = makeScene(nf.scenes.quad, 'quad', t('The Quad'));
    const library = makeScene(nf.scenes.library, 'library', t('Library'));
    const hiddenLab = makeScene(nf.scenes.hiddenLab, 'hidden-lab', t('Hidden Lab'), false);
    const draftAtrium = makeScene(nf.scenes.draftAtrium, 'draft-atrium', t('Draft Atrium'), false);
    await write(db, northfield, { kind: 'brand', id: 1, body: makeBrand({ name: t('Northfield University') }) });
    for (const scene of [quad, library, hiddenLab, draftAtrium]) {
      await write(db, northfield, {
        kind: 'scene',
        id: scene.id,
        slug: scene.meta.slug,
        live: scene.meta.live,
        body: scene,
      });
    }
    const main = makeTour(nf.tours.main, 'main-tour', t('Main Tour'), [quad, library]);
    const draft = makeTour(nf.tours.draft, 'draft-tour', t('Draft Tour'), [draftAtrium, quad], false);
    for (const tour of [main, draft]) {
      await write(db, northfield, { kind: 'tour', id: tour.id, slug: tour.slug, live: tour.meta.live, body: tour });
    }
    const science = makeTourGroup(nf.groups.science, 'science', t('Science'), null, [nf.tours.main]);
    science.children = [nf.groups.labs];
    const labs = makeTourGroup(
      nf.groups.labs,
      'labs',
      t('Labs'),
      { id: science.id, path: science.frontend_path, depth: 1 },
      [nf.tours.main],
    );
    await write(db, northfield, { kind: 'tour_group', id: science.id, slug: 'science', body: science });
    await write(db, northfield, { kind: 'tour_group', id: labs.id, slug: 'labs', parent_id: science.id, body: labs });
    await write(db, northfield, {
      kind: 'cta',
      id: nf.ctas.welcome,
      body: makeNoticeCta(nf.ctas.welcome, t('Welcome')),
    });
    await write(db, northfield, { kind: 'cta', id: nf.ctas.apply, body: makeLinkCta(nf.ctas.apply, t('Apply')) });
    await write(db, northfield, { kind: 'label', id: 81, body: makeLabel(81, t('Buildings'), [nf.scenes.library]) });
    await write(db, northfield, {
      kind: 'tour_stop',
      id: 91,
      body: makeTourStop(91, nf.tours.main, nf.scenes.quad, 1),
    });
    const dining = makeCategory(nf.categories.dining, 'dining', t('Dining'), 1);
    await write(db, northfield, { kind: 'category', id: dining.id, slug: dining.slug, body: dining });
    const libraryPage = makePlacePage(nf.places.library, t('Library'), '/library/', null);
    const readingRoom = makePlacePage(
      nf.places.readingRoom,
      t('Reading Room'),
      '/library/reading-room/',
      nf.places.library,
    );
    await write(db, northfield, { kind: 'place_page', id: libraryPage.id, body: libraryPage });
    await write(db, northfield, {
      kind: 'place_page',
      id: readingRoom.id,
      parent_id: libraryPage.id,
      body: readingRoom,
    });
    await write(db, northfield, { kind: 'campus_outline', id: 101, body: makeCampusOutline(101, t('Main campus')) });
    await write(db, northfield, {
      kind: 'building',
      id: nf.buildings.library,
      body: makeBuilding(nf.buildings.library, t('Library'), nf.places.library),
    });
    await write(db, northfield, {
      kind: 'building',
      id: nf.buildings.gym,
      body: makeBuilding(nf.buildings.gym, t('Gym'), null),
    });
    await write(db, northfield, {
      kind: 'place_point',
      id: 201,
      body: makePlacePoint(201, t('Café'), nf.buildings.library, dining),
    });
    await write(db, northfield, { kind: 'place_point', id: 202, body: makePlacePoint(202, t('Bench'), null, null) });
    await write(db, northfield, { kind: 'osm_building', id: 301, body: makeOsmBuilding(301, t('Town Hall')) });
  }

  const hb = campus.harbour;
  const harbour = await seedTenant(db, {
    schema_name: 'harbour',
    name: 'Harbour Museum',
    version_hash: hb.versionHash,
  });
  const pier = makeScene(hb.scenes.pier, 'pier', 'Pier');
  await writeDocument(db, harbour, { kind: 'brand', id: 2, body: makeBrand({ id: 2, name: 'Harbour Museum' }) });
  await writeDocument(db, harbour, { kind: 'scene', id: pier.id, slug: 'pier', body: pier });
  const boats = makeTour(hb.tours.boats, 'boats', 'Boats', [pier]);
  await writeDocument(db, harbour, { kind: 'tour', id: boats.id, slug: 'boats', body: boats });
  return { northfield, harbour };
}
