import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importPack } from '../../src/packs/import-pack.ts';
import { validatePack } from '../../src/packs/validate-pack.ts';
import { testDatabaseKinds } from '../../src/db/test-database.ts';
import { getter, type Get } from '../helpers/request.ts';
import { seedTenant } from '../helpers/seed.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { copyCampusPack, fixtureMediaRoot, onlyError } from '../packs/pack-test-helpers.ts';

// The rooms are the tenant's content (its pack's walkthroughs.yaml), never the server's own data:
// the fixture pack's walkthroughs.yaml, written here again so the refusals below can spoil it.
const ROOMS = `- key: lab
  title: { en: Robotics lab, fr-ca: Laboratoire de robotique, ar: مختبر الروبوتات }
  size: [10, 10, 3.2]
  wall: '#eef1f2'
  floor: '#c9cfd2'
  accent: '#2f8f83'
  furniture:
    - [-2.5, -2, 3, 1, 0.95, '#f2f2ee']
    - [0, -4.5, 6, 0.6, 2, '#2f8f83']
  start: [0, 4]
`;

describe.each(testDatabaseKinds())('offline 3D walkthrough pages (%s)', (kind) => {
  let t: TestApp;
  let get: Get;
  let packDir: string;
  let mediaRoot: string;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    // Another site on the bare host: it has no rooms of its own.
    await seedTenant(t.app.db, { schema_name: 'northfield' });
    mediaRoot = await fixtureMediaRoot();
    packDir = await copyCampusPack();
    await importPack(t.app.db, packDir, { mediaDir: t.config.mediaDir, mediaRoots: [mediaRoot] });
    get = getter(t.app, 'tours.testcampus.example');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a walkable room page with an accessible title and instructions, using only local scripts', async () => {
    const response = await get('/walkthrough/lab/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Robotics lab – 3D walkthrough</title>');
    expect(response.body).toContain('aria-describedby="walkthrough-help"');
    expect(response.body).toContain('W, A, S, D');
    expect(response.body).toContain('&quot;size&quot;:[10,10,3.2]');
    // Where the visitor stands at first, from the room's content.
    expect(response.body).toContain('&quot;start&quot;:[0,4]');
    const sources = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^\/walkthrough\/assets\//);
  });

  it('speaks the visitor language among the site’s, right to left in Arabic, else the site’s default', async () => {
    const arabic = await get('/walkthrough/lab/?lng=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('مختبر الروبوتات');
    expect(arabic.body).toContain('جولة ثلاثية الأبعاد');
    const french = await get('/walkthrough/lab/', { 'accept-language': 'fr,en;q=0.8' });
    expect(french.body).toContain('<html lang="fr-ca" dir="ltr">');
    expect(french.body).toContain('Laboratoire de robotique');
    const chinese = await get('/walkthrough/lab/', { 'accept-language': 'zh-TW,zh;q=0.8' });
    expect(chinese.body).toContain('<html lang="en" dir="ltr">');
    expect(chinese.body).toContain('Robotics lab');
  });

  it('serves a site’s rooms on its own hosts only', async () => {
    const elsewhere = await getter(t.app)('/walkthrough/lab/');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ statusCode: 404, message: 'No walkthrough named "lab"' });
  });

  it('serves the page script and three.js from the server itself', async () => {
    for (const file of ['walkthrough.js', 'three.module.js', 'three.core.js', 'walkthrough.css']) {
      const response = await get(`/walkthrough/assets/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.body.length).toBeGreaterThan(500);
    }
    const script = await get('/walkthrough/assets/walkthrough.js');
    expect(script.body).toContain("from '/walkthrough/assets/three.module.js'");
  });

  it('answers unknown rooms and files with a JSON 404, never a file outside its list', async () => {
    for (const url of [
      '/walkthrough/nowhere/',
      '/walkthrough/assets/..%2F..%2Fpackage.json',
      '/walkthrough/assets/secret.js',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('refuses a room with a colour that is not #rrggbb or two rooms with one key, naming the file and place', async () => {
    await fs.writeFile(path.join(packDir, 'walkthroughs.yaml'), ROOMS.replace("wall: '#eef1f2'", 'wall: grey'));
    expect(onlyError((await validatePack(packDir, { mediaRoots: [mediaRoot] })).errors)).toMatchObject({
      file: 'walkthroughs.yaml',
      path: '[0].wall',
    });
    await fs.writeFile(path.join(packDir, 'walkthroughs.yaml'), ROOMS + ROOMS);
    expect(onlyError((await validatePack(packDir, { mediaRoots: [mediaRoot] })).errors)).toMatchObject({
      file: 'walkthroughs.yaml',
      path: '[1].key',
    });
  });
});
