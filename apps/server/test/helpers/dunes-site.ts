import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makeBrand, makeScene, makeTour, makeTourGroup } from './fixtures.ts';
import { seedTenant, writeDocument } from './seed.ts';
import type { TestApp } from './test-app.ts';

/**
 * A small bilingual site for the crawler and link-preview tests (issue 32): English and Arabic (right
 * to left), a group, a tour, a live scene with a thumbnail of no stored size, and a draft scene.
 */
export async function seedDunes(t: TestApp, hosts: string[] = []): Promise<number> {
  const tenantId = await seedTenant(t.app.db, {
    schema_name: 'dunes',
    name: 'Dunes College',
    hosts,
    languages: [
      { code: 'en', name: 'English', name_local: 'English' },
      { code: 'ar', name: 'Arabic', name_local: 'العربية', bidi: true },
    ],
  });
  fs.mkdirSync(path.join(t.config.mediaDir, 'dunes'), { recursive: true });
  await sharp({ create: { width: 640, height: 320, channels: 3, background: '#c96' } })
    .jpeg()
    .toFile(path.join(t.config.mediaDir, 'dunes', 'oasis-thumb.jpg'));
  for (const language of ['en', 'ar']) {
    const ar = language === 'ar';
    const oasis = makeScene(7, 'oasis', ar ? 'الواحة' : 'The oasis');
    oasis.get_thumbnail = { url: '/media/dunes/oasis-thumb.jpg', alt: ar ? 'نخيل' : 'Palms by the water' };
    // Descriptions are CMS HTML: previews carry their text.
    oasis.meta.search_description = ar ? '<p>واحة في الصحراء</p>' : '<p>An oasis in the <b>desert</b></p>';
    const draft = makeScene(8, 'draft-scene', 'Draft', false);
    const tour = {
      ...makeTour(20, 'desert-walk', ar ? 'نزهة الصحراء' : 'Desert walk', [oasis]),
      thumbnail_landscape: { url: '/media/dunes/oasis-thumb.jpg', background_position: '50% 50%' },
    };
    const group = {
      ...makeTourGroup(30, 'sands', ar ? 'الرمال' : 'Sands', null, [20]),
      frontend_path: '/dunes/home/sands',
    };
    const body = makeBrand({ name: 'Dunes', title: ar ? 'كلية الكثبان' : 'Dunes College', maps: true });
    await writeDocument(t.app.db, tenantId, { kind: 'brand', id: 1, language, body });
    await writeDocument(t.app.db, tenantId, { kind: 'scene', id: 7, slug: 'oasis', language, body: oasis });
    await writeDocument(t.app.db, tenantId, {
      kind: 'scene',
      id: 8,
      slug: 'draft-scene',
      language,
      body: draft,
      live: false,
    });
    await writeDocument(t.app.db, tenantId, { kind: 'tour', id: 20, slug: 'desert-walk', language, body: tour });
    await writeDocument(t.app.db, tenantId, { kind: 'tour_group', id: 30, slug: 'sands', language, body: group });
  }
  return tenantId;
}
