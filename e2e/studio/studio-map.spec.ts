// Meridian Studio's map editor (issue 37): a place's marker placed by clicking on the campus map, its
// building outlined corner by corner and closed on its first corner, a door added by clicking and
// another by keyboard at the cross, a path marked as having steps (undone and redone); saved, the
// pack's files say so within a few centimetres of where the clicks landed, their untouched lines
// are as they were, and `meridian validate` passes. axe finds nothing on the map editor.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { emptyPack, expectAxeClean, meridian, startStudio, type RunningStudio } from './studio-support.ts';

type LngLat = [number, number];

const MAP_YAML = `# Riverside's campus, drawn by hand
campus_outlines:
  - key: campus
    name: Riverside campus
    polygon:
      - - [-79.39, 43.65]
        - [-79.38, 43.65]
        - [-79.38, 43.656]
        - [-79.39, 43.656]
        - [-79.39, 43.65]
paths:
  - { key: quad-walk, name: Quad Walk, modes: [walking], coordinates: [[-79.388, 43.652], [-79.382, 43.652]] }
  - { key: hall-walk, name: Hall Walk, modes: [walking], coordinates: [[-79.3846, 43.652], [-79.3846, 43.6535]] }
`;

const MARKER: LngLat = [-79.3846, 43.6538];
const CORNERS: LngLat[] = [
  [-79.385, 43.6535],
  [-79.3842, 43.6535],
  [-79.3842, 43.6541],
  [-79.385, 43.6541],
];
const DOOR: LngLat = [-79.3846, 43.6535];
const ON_QUAD_WALK: LngLat = [-79.386, 43.652];

/**
 * Clicks the campus map where a position is, as the editor's own map projects it, and answers the
 * position under the pixel clicked: a click lands on a whole pixel (about a metre here), which the
 * editor then writes at 6 decimals.
 */
async function clickAt(page: Page, at: LngLat): Promise<LngLat> {
  const { x, y, clicked } = await page.evaluate(([lng, lat]) => {
    const element = document.querySelector('[data-testid=studio-map] .maplibregl-map') as HTMLElement & {
      maplibreMap: {
        project: (at: [number, number]) => { x: number; y: number };
        unproject: (point: [number, number]) => { lng: number; lat: number };
      };
    };
    const box = element.getBoundingClientRect();
    const point = element.maplibreMap.project([lng, lat]);
    const [pageX, pageY] = [Math.round(box.left + point.x), Math.round(box.top + point.y)];
    const under = element.maplibreMap.unproject([pageX - box.left, pageY - box.top]);
    return { x: pageX, y: pageY, clicked: [under.lng, under.lat] as [number, number] };
  }, at);
  await page.mouse.click(x, y);
  return clicked;
}

/** Within the 6 decimals the editor writes (0.0000005°, about 5 cm). */
const near = (actual: unknown, expected: LngLat | undefined) => {
  const [lng, lat] = actual as LngLat;
  if (!expected) throw new Error('not clicked');
  expect(Math.abs(lng - expected[0]), `${String(lng)} ≈ ${String(expected[0])}`).toBeLessThanOrEqual(5.1e-7);
  expect(Math.abs(lat - expected[1]), `${String(lat)} ≈ ${String(expected[1])}`).toBeLessThanOrEqual(5.1e-7);
};

test.describe('Meridian Studio: the campus map', () => {
  let studio: RunningStudio | undefined;
  test.afterEach(() => {
    studio?.child.kill('SIGTERM');
  });

  test('an author places a marker, outlines its building, adds its doors and marks a path with steps by clicking', async ({
    page,
  }) => {
    const packDir = emptyPack();
    const read = (file: string) => fs.readFileSync(path.join(packDir, file), 'utf8');
    fs.writeFileSync(
      path.join(packDir, 'places.yaml'),
      '- key: hall\n  title: { en: Great Hall, fr-ca: Grande salle }\n',
    );
    fs.writeFileSync(path.join(packDir, 'map.yaml'), MAP_YAML);
    studio = await startStudio(packDir, { preview: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(studio.url);
    const click = (at: LngLat) => clickAt(page, at);
    const clicked: Record<string, LngLat> = {};

    await page.getByRole('navigation').getByRole('button', { name: 'Great Hall' }).click();
    const map = page.locator('[data-testid=studio-map] .maplibregl-map[data-ready]');
    await map.scrollIntoViewIfNeeded();

    await test.step('the marker, where the map is clicked', async () => {
      clicked.marker = await click(MARKER);
      await expect(page.getByText(/^At -79\.3846\d*, 43\.6538\d* \(longitude, latitude\)$/)).toBeVisible();
    });

    await test.step('the outline: four corners, closed on the first', async () => {
      await page.getByLabel('Draws the outline').check();
      for (const [index, corner] of CORNERS.entries()) clicked[`corner${String(index)}`] = await click(corner);
      await expect(page.getByText('Drawing: 4 corner(s).', { exact: false })).toBeVisible();
      await click(CORNERS[0] as LngLat);
      await expect(page.getByText(/^4 corners\./)).toBeVisible();
    });

    await test.step('two doors: one clicked, one by keyboard at the cross', async () => {
      await page.getByLabel('Adds an entrance').check();
      clicked.door = await click(DOOR);
      await expect(page.getByRole('group', { name: 'Access to entrance 1' })).toBeVisible();
      await page.locator('[data-testid=studio-map] canvas').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: 'Access to entrance 2' })).toBeVisible();
    });

    await test.step('a path clicked on the map, marked with steps, undone and redone', async () => {
      await page.getByLabel('Chooses a path').check();
      await click(ON_QUAD_WALK);
      const access = page.getByRole('group', { name: 'Access along Quad Walk (quad-walk)' });
      // The choice shows once the pack says so (a controlled radio): clicked, then awaited.
      await access.getByLabel('With steps').click();
      await expect(access.getByLabel('With steps')).toBeChecked();
      await expect(
        page.getByRole('button', { name: 'Undo: Mark Quad Walk (quad-walk) as having steps' }),
      ).toBeEnabled();
      await page.getByRole('button', { name: /^Undo/ }).click();
      await expect(access.getByLabel('Step-free')).toBeChecked();
      await page.getByRole('button', { name: /^Redo/ }).click();
      await expect(access.getByLabel('With steps')).toBeChecked();
      await expectAxeClean(page);
    });

    await test.step('saved: the pack says what was clicked, its other lines as they were, and it is valid', async () => {
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      const places = parse(read('places.yaml')) as { coordinates: LngLat; building: boolean }[];
      near(places[0]?.coordinates, clicked.marker);
      expect(places[0]?.building).toBe(true);
      const mapText = read('map.yaml');
      // The campus outline and the path not edited are byte for byte as written.
      expect(mapText).toContain(MAP_YAML.slice(0, MAP_YAML.indexOf('paths:')));
      expect(mapText).toContain(
        '  - { key: hall-walk, name: Hall Walk, modes: [walking], coordinates: [[-79.3846, 43.652], [-79.3846, 43.6535]] }\n',
      );
      const edited = parse(mapText) as {
        buildings: {
          key: string;
          place: string;
          polygon: LngLat[][];
          entrances: { coordinates: LngLat; accessible: boolean }[];
        }[];
        paths: { key: string; steps?: boolean }[];
      };
      const [building] = edited.buildings;
      expect(building).toMatchObject({ key: 'hall', place: 'hall' });
      const ring = building?.polygon[0] ?? [];
      expect(ring).toHaveLength(5);
      [0, 1, 2, 3, 0].forEach((corner, index) => near(ring[index], clicked[`corner${String(corner)}`]));
      expect(building?.entrances).toHaveLength(2);
      near(building?.entrances[0]?.coordinates, clicked.door);
      expect(building?.entrances[0]?.accessible).toBe(true);
      expect(edited.paths.map((p) => [p.key, p.steps ?? false])).toEqual([
        ['quad-walk', true],
        ['hall-walk', false],
      ]);
      const validation = meridian(['validate', packDir]);
      expect(validation.output).toContain('valid pack');
      expect(validation.code).toBe(0);
    });
  });
});
