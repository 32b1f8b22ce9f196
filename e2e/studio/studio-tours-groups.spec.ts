// Meridian Studio beyond scenes (issue 37): photos dropped together become a gallery scene; a tour
// gets its splash colour, its thumbnail's focal point (clicked, then nudged by keyboard) and its
// guide; the homepage's groups are made, given a tour, nested, ordered and moved with the keyboard
// alone. Saved, the pack is valid, and the live preview's visitor viewer shows the colour, the crop
// and the groups as they were set.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { parse } from 'yaml';
import {
  dropImages,
  expectAxeClean,
  meridian,
  packWithTour,
  photo,
  startStudio,
  type RunningStudio,
} from './studio-support.ts';

test.describe('Meridian Studio: galleries, a tour’s look and the homepage’s groups', () => {
  let studio: RunningStudio | undefined;
  test.afterEach(() => {
    studio?.child.kill('SIGTERM');
  });

  test('an author makes a gallery, sets a tour’s look, builds the groups by keyboard, and visitors get them', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const packDir = await packWithTour();
    const read = (file: string) => fs.readFileSync(path.join(packDir, file), 'utf8');
    studio = await startStudio(packDir);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(studio.url);
    const nav = page.getByRole('navigation');
    const heading = (name: string) => page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });
    const press = async (target: Locator, key = 'Enter') => {
      await target.focus();
      await page.keyboard.press(key);
    };
    const write = async (target: Locator, text: string) => {
      await target.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };

    await test.step('drop two photos: one gallery scene, its images ordered and described by keyboard', async () => {
      await dropImages(page, 'studio-drop', [
        { name: 'statue-front.jpg', bytes: await photo(40, 'Front') },
        { name: 'statue-back.jpg', bytes: await photo(220, 'Back') },
      ]);
      await expect(heading('Statue front')).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Statue front gallery' })).toBeVisible();
      const images = page.getByRole('list', { name: 'Images, in order' }).getByRole('listitem');
      await expect(images).toHaveText([/statue-front\.jpg/, /statue-back\.jpg/]);
      await press(page.getByRole('button', { name: 'Move statue-back.jpg up' }));
      await expect(images).toHaveText([/statue-back\.jpg/, /statue-front\.jpg/]);
      await expect(page.getByRole('button', { name: 'Move statue-back.jpg down' })).toBeFocused();
      await press(page.getByRole('button', { name: /^statue-back\.jpg/ }));
      await write(page.getByLabel('Alt text (English)'), 'The statue seen from the library');
      await expect(images.first()).not.toContainText('no alt text');
      await expect(images.last()).toContainText('no alt text');
      await expectAxeClean(page);
    });

    await test.step('the tour’s splash colour, its thumbnail’s focal point and its guide', async () => {
      await press(nav.getByRole('button', { name: 'Campus walk' }));
      await expect(heading('Campus walk')).toBeVisible();
      await page.getByLabel('Splash colour').fill('#2a6f4e');
      await expect(page.getByRole('button', { name: 'Use the default colour' })).toBeVisible();
      const thumbnail = page.getByRole('group', { name: 'Thumbnail', exact: true });
      await thumbnail.getByLabel('Image file').selectOption('media/quad.jpg');
      const focal = thumbnail.getByTestId('studio-focal');
      await expect(focal.locator('img')).toHaveJSProperty('complete', true);
      await focal.scrollIntoViewIfNeeded();
      const box = await focal.boundingBox();
      if (!box) throw new Error('no image');
      await page.mouse.click(box.x + box.width * 0.25, box.y + box.height * 0.75);
      await expect(thumbnail.getByText('Focal point: 25% across, 75% down')).toBeVisible();
      // Keyboard: five steps of 1% to the right, Enter writes it.
      await focal.focus();
      for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Undo: Set the focal point of Thumbnail' })).toBeVisible();
      await expect(thumbnail.getByText('Focal point: 30% across, 75% down')).toBeVisible();
      const guide = page.getByRole('group', { name: 'Tour guide', exact: true });
      await guide.getByLabel('Image file').selectOption('media/hall.jpg');
      await expect(guide.locator('img.studio-avatar')).toBeVisible();
      await write(page.getByLabel('Guide’s name (English)'), 'Sam');
      await expect(page.getByRole('button', { name: 'Undo: Edit Guide’s name' })).toBeVisible();
      await expectAxeClean(page);
    });

    await test.step('groups: made, given a tour, nested, ordered and moved with the keyboard alone', async () => {
      await press(nav.getByRole('button', { name: 'New group' }));
      await expect(page.getByLabel('Name of the new group')).toBeFocused();
      await page.keyboard.type('Explore Riverside');
      await page.keyboard.press('Enter');
      await expect(heading('Explore Riverside')).toBeFocused();
      await expect(page.getByText('Level 1, on the homepage')).toBeVisible();
      await press(page.getByRole('button', { name: 'Add', exact: true }));
      const tours = page.getByRole('list', { name: 'Tours in this group, in order' }).getByRole('listitem');
      await expect(tours).toHaveText([/Campus walk/]);
      for (const name of ['Arts', 'Sciences']) {
        await press(page.getByRole('button', { name: 'New group inside' }));
        await expect(page.getByLabel('Name of the new group')).toBeFocused();
        await page.keyboard.type(name);
        await page.keyboard.press('Enter');
        await expect(heading(name)).toBeFocused();
        await expect(page.getByText('Level 2, inside Explore Riverside')).toBeVisible();
        await press(nav.getByRole('button', { name: 'Explore Riverside' }));
      }
      const inner = page.getByRole('list', { name: 'Groups inside this one' }).getByRole('listitem');
      await expect(inner).toHaveText([/Arts/, /Sciences/]);
      await press(page.getByRole('button', { name: 'Move Sciences up' }));
      await expect(inner).toHaveText([/Sciences/, /Arts/]);
      await expect(page.getByRole('button', { name: 'Move Sciences down' })).toBeFocused();

      await press(nav.getByRole('button', { name: 'New group' }));
      await expect(page.getByLabel('Name of the new group')).toBeFocused();
      await page.keyboard.type('Visit us');
      await page.keyboard.press('Enter');
      await expect(heading('Visit us')).toBeFocused();
      await page.getByLabel('Move into').selectOption('sciences');
      await press(page.getByRole('button', { name: 'Move', exact: true }));
      await expect(page.getByText('Level 3, inside Sciences')).toBeVisible();
      // The side panel's tree, depth first.
      await expect(nav.getByRole('button', { name: /^(Explore Riverside|Sciences|Visit us|Arts)$/ })).toHaveText([
        'Explore Riverside',
        'Sciences',
        'Visit us',
        'Arts',
      ]);
      await expectAxeClean(page);
    });

    const preview = await test.step('save: the pack is valid and written as its format says', async () => {
      await press(page.getByRole('button', { name: 'Save' }));
      const link = page.getByRole('link', { name: 'Open the live preview' });
      await expect(link).toBeVisible({ timeout: 120_000 });
      await expect(page.getByText('The pack is valid')).toBeVisible();
      expect(read('tours.yaml').startsWith('# Tours of Riverside\n- key: campus-walk\n')).toBe(true);
      const [tour] = parse(read('tours.yaml')) as Record<string, unknown>[];
      expect(tour).toMatchObject({
        thumbnail: { image: 'media/quad.jpg', background_position: '30% 75%' },
        tour_guide: { image: 'media/hall.jpg' },
        tour_guide_name: 'Sam',
        splash_color: { hue: expect.any(Number), saturation: expect.any(Number), lightness: expect.any(Number) },
      });
      expect(parse(read('groups.yaml'))).toEqual([
        {
          key: 'explore-riverside',
          title: { en: 'Explore Riverside' },
          tours: ['campus-walk'],
          groups: [
            { key: 'sciences', title: { en: 'Sciences' }, groups: [{ key: 'visit-us', title: { en: 'Visit us' } }] },
            { key: 'arts', title: { en: 'Arts' } },
          ],
        },
      ]);
      expect((parse(read('scenes.yaml')) as unknown[])[2]).toEqual({
        key: 'statue-front',
        type: 'gallery',
        title: 'Statue front',
        gallery: [
          { image: 'media/statue-back.jpg', alt: 'The statue seen from the library' },
          { image: 'media/statue-front.jpg' },
        ],
      });
      const validated = meridian(['validate', packDir]);
      expect(validated.output).toContain('valid pack "riverside"');
      expect(validated.code).toBe(0);
      return (await link.getAttribute('href')) ?? '';
    });

    await test.step('visitors get the groups, the splash colour and the thumbnail’s crop', async () => {
      const pages = (await (await page.request.get(`${preview}api/v2/pages/`)).json()) as {
        items: { title: string; depth: number; frontend_path: string }[];
      };
      expect(pages.items.map((group) => [group.title, group.depth, group.frontend_path])).toEqual([
        ['Explore Riverside', 1, '/riverside/home/explore-riverside'],
        ['Sciences', 2, '/riverside/home/explore-riverside/sciences'],
        ['Visit us', 3, '/riverside/home/explore-riverside/sciences/visit-us'],
        ['Arts', 2, '/riverside/home/explore-riverside/arts'],
      ]);
      const visitor = await page.context().newPage();
      await visitor.goto(`${preview}riverside/campus-walk`);
      const splash = visitor.locator('.tour-splash');
      await expect(splash).toBeVisible({ timeout: 30_000 });
      await expect(splash).toHaveCSS('background-color', 'rgb(42, 111, 78)');
      await expect(visitor.locator('.tour-splash__hero')).toHaveCSS('object-position', '30% 75%');
      await visitor.close();
    });
  });
});
