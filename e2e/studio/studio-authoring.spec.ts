// Issue 37's proof, end to end: from an empty pack, an author drops three panoramas into Meridian
// Studio, links them with hotspots placed by clicking (and one by keyboard), drags one, makes a tour
// and orders it by keyboard and by drag, sets an initial view and saves. `meridian validate` passes,
// `meridian import` imports it, and the visitor viewer (the Studio's live preview, a real Meridian
// server) shows the tour with every hotspot within 1° of where it was placed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { angleBetween, directionToYawPitch } from '@meridian/contracts/direction';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import {
  directionAt,
  dropImages,
  emptyPack,
  expectAxeClean,
  meridian,
  panorama,
  startStudio,
  type RunningStudio,
} from './studio-support.ts';

interface Placed {
  scene: string;
  link: string;
  yaw: number;
  pitch: number;
}

async function openScene(page: Page, name: string) {
  await page.getByRole('navigation').getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  const stage = page.getByTestId('studio-stage');
  await expect(stage).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = await stage.boundingBox();
  if (!box) throw new Error('no stage');
  return { stage, box };
}

test.describe('Meridian Studio', () => {
  let studio: RunningStudio | undefined;
  test.afterEach(() => {
    studio?.child.kill('SIGTERM');
  });

  test('an author makes a tour from an empty pack by looking and clicking, and visitors get it as placed', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const packDir = emptyPack();
    studio = await startStudio(packDir);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(studio.url);
    await expect(page.getByText('Drop images here')).toBeVisible();
    const placed: Placed[] = [];

    await test.step('drop three panoramas: three scenes', async () => {
      await dropImages(page, 'studio-drop', [
        { name: 'north-gate.jpg', bytes: await panorama(210, 'Gate') },
        { name: 'library-lawn.jpg', bytes: await panorama(120, 'Lawn') },
        { name: 'great-hall.jpg', bytes: await panorama(20, 'Hall') },
      ]);
      const scenes = page.getByRole('navigation').getByRole('list').first().getByRole('button');
      await expect(scenes).toHaveText(['North gate', 'Library lawn', 'Great hall']);
      await expect(page.getByText('Each 2:1 panorama becomes a scene')).toBeVisible(); // the uploads are over
      expect(fs.readdirSync(path.join(packDir, 'media')).sort()).toEqual([
        'great-hall.jpg',
        'library-lawn.jpg',
        'north-gate.jpg',
      ]);
    });

    await test.step('link the scenes with hotspots placed by clicking', async () => {
      for (const [scene, target, key, at] of [
        ['North gate', 'Library lawn', 'library-lawn', { x: 0.72, y: 0.62 }],
        ['Library lawn', 'Great hall', 'great-hall', { x: 0.3, y: 0.45 }],
      ] as const) {
        const { box } = await openScene(page, scene);
        await page.getByLabel('Leads to', { exact: true }).selectOption({ label: target });
        const point = { x: box.width * at.x, y: box.height * at.y };
        await page.mouse.click(box.x + point.x, box.y + point.y);
        await expect(page.getByRole('button', { name: new RegExp(`Link to ${target}`) })).toBeVisible();
        placed.push({ scene, link: key, ...directionAt(box, point, 0) });
      }
    });

    await test.step('drag a hotspot to move it', async () => {
      const { box } = await openScene(page, 'Library lawn');
      const marker = page.locator('.studio-marker__dot').first();
      const from = await marker.boundingBox();
      if (!from) throw new Error('no marker');
      const point = { x: box.width * 0.42, y: box.height * 0.55 };
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + point.x - 20, box.y + point.y, { steps: 4 });
      await page.mouse.move(box.x + point.x, box.y + point.y, { steps: 2 });
      await page.mouse.up();
      const moved = directionAt(box, point, 0);
      await expect(page.getByRole('status').filter({ hasText: 'Hotspot moved' })).toBeAttached();
      placed[1] = { scene: 'Library lawn', link: 'great-hall', ...moved };
    });

    await test.step('place one by keyboard: arrows aim, Enter places at the cross', async () => {
      const { stage } = await openScene(page, 'Great hall');
      await page.getByLabel('Leads to', { exact: true }).selectOption({ label: 'North gate' });
      await stage.focus();
      for (let press = 0; press < 15; press++) await page.keyboard.press('ArrowRight'); // 15 × 2° to the right
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: /Link to North gate/ })).toBeVisible();
      placed.push({ scene: 'Great hall', link: 'north-gate', yaw: 30, pitch: 0 });
      await expectAxeClean(page);
    });

    await test.step('set the initial view by looking and pressing Set', async () => {
      const { stage } = await openScene(page, 'North gate');
      await stage.focus();
      for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowLeft');
      await page.getByRole('button', { name: 'Set initial view' }).click();
      await expect(page.getByText('Opens at yaw -10.0°, pitch 0.0°')).toBeVisible();
    });

    await test.step('make a tour, add stops, order them by keyboard and by drag', async () => {
      await page.getByRole('button', { name: 'New tour' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /New tour/ })).toBeVisible();
      const add = page.getByRole('button', { name: 'Add', exact: true });
      await add.click();
      await expect(page.getByRole('button', { name: 'Move Library lawn up' })).toBeVisible();
      await add.click();
      await expect(page.getByRole('button', { name: 'Move Great hall up' })).toBeVisible();
      const stops = page.locator('.studio-stops__name');
      await expect(stops).toHaveText(['North gate', 'Library lawn', 'Great hall']);
      // Keyboard: Great hall up one place.
      await page.getByRole('button', { name: 'Move Great hall up' }).focus();
      await page.keyboard.press('Enter');
      await expect(stops).toHaveText(['North gate', 'Great hall', 'Library lawn']);
      // Drag: North gate onto the last stop.
      await page.locator('.studio-stops__item').first().dragTo(page.locator('.studio-stops__item').last());
      await expect(stops).toHaveText(['Great hall', 'Library lawn', 'North gate']);
      const title = page.getByLabel('Title (English)');
      await title.fill('Campus walk');
      await title.press('Enter');
      const french = page.getByLabel('Title (Français (Canada))');
      await french.fill('Promenade sur le campus');
      await french.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: /Campus walk/ })).toBeVisible();
      await expectAxeClean(page);
    });

    const preview = await test.step('save: the files are written and the preview imported', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      const link = page.getByRole('link', { name: 'Open the live preview' });
      await expect(link).toBeVisible({ timeout: 120_000 });
      await expect(page.getByText('All changes saved')).toBeVisible();
      await expect(page.getByText('The pack is valid')).toBeVisible();
      return (await link.getAttribute('href')) ?? '';
    });

    await test.step('the saved YAML holds each hotspot within 1° of where it was placed', () => {
      const scenes = parse(fs.readFileSync(path.join(packDir, 'scenes.yaml'), 'utf8')) as {
        key: string;
        initial_rotation?: { yaw: number };
        hotspots?: { yaw: number; pitch: number; link: string }[];
      }[];
      expect(scenes.map((scene) => scene.key)).toEqual(['north-gate', 'library-lawn', 'great-hall']);
      expect(scenes[0]?.initial_rotation?.yaw).toBe(-10);
      for (const spot of placed) {
        const scene = scenes.find((s) => s.key === spot.scene.toLowerCase().replace(' ', '-'));
        const [hotspot] = scene?.hotspots ?? [];
        expect(hotspot?.link).toBe(spot.link);
        expect(angleBetween(hotspot ?? { yaw: 999, pitch: 0 }, spot)).toBeLessThan(1);
      }
      const tours = parse(fs.readFileSync(path.join(packDir, 'tours.yaml'), 'utf8')) as unknown[];
      expect(tours).toEqual([
        {
          key: 'new-tour',
          title: { en: 'Campus walk', 'fr-ca': 'Promenade sur le campus' },
          scenes: ['great-hall', 'library-lawn', 'north-gate'],
        },
      ]);
    });

    await test.step('meridian validate passes and meridian import imports it', () => {
      const validated = meridian(['validate', packDir]);
      expect(validated.output).toContain('valid pack "riverside" (2 languages, 3 scenes, 1 tours');
      expect(validated.code).toBe(0);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-studio-import-'));
      const imported = meridian(['import', packDir, '--data-dir', dataDir], { DATABASE_URL: '', LOG_LEVEL: 'warn' });
      expect(imported.output).toContain('Imported riverside');
      expect(imported.code).toBe(0);
    });

    await test.step('the visitor viewer shows the tour, its hotspots where they were placed', async () => {
      for (const spot of placed) {
        const slug = spot.scene.toLowerCase().replace(' ', '-');
        const answer = (await (await page.request.get(`${preview}api/v2/scene/${slug}/`)).json()) as {
          hotspots: { x: number; y: number; z: number }[];
        };
        const [hotspot] = answer.hotspots;
        if (!hotspot) throw new Error(`no hotspot in ${slug}`);
        expect(angleBetween(directionToYawPitch(hotspot.x, hotspot.y, hotspot.z), spot)).toBeLessThan(1);
      }
      const visitor = await page.context().newPage();
      await visitor.goto(`${preview}riverside/new-tour`);
      await expect(visitor.locator('.immersive')).toBeVisible({ timeout: 30_000 });
      const start = visitor.locator('.tour-splash button');
      if (await start.isVisible()) await start.click();
      await expect(visitor.getByRole('heading', { name: 'Great hall' }).first()).toBeAttached();
      await expect(visitor.locator('.hotspot-marker')).toHaveCount(1, { timeout: 30_000 });
      await visitor.close();
    });
  });
});
