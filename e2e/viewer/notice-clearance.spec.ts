// Issue 34: on a first visit the cookie notice floats above the viewer's bottom controls (the guide
// card, previous/next, the scene strip) while scenes of every kind and calls to action come and go:
// a dialog makes the page inert for a while, a scene's controls slide into place, and the notice is
// placed again each time, so "Next scene" is never under it, nor a framed walkthrough's own bar.
import type { Locator } from '@playwright/test';
import { expect, tenantUrl, tenants } from '../support/fixtures.ts';
import { test } from '../support/warm-context.ts';
import { closeCtaModals, startTour, tutorialsSeen } from './viewer-support.ts';

const TOURS: Record<string, string> = { northfield: 'campus-highlights', harbour: 'museum-highlights' };

/** The points of the control (centre and corners, inside its rounding) that something else covers. */
function coveredPoints(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = Math.min(8, box.width / 4, box.height / 4);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    return points
      .map(([x, y]) => ({ x, y, hit: document.elementFromPoint(x, y) }))
      .filter(({ hit }) => hit !== null && !element.contains(hit))
      .map(({ x, y, hit }) => `${String(Math.round(x))},${String(Math.round(y))} under ${String(hit?.className)}`);
  });
}

for (const tenant of tenants.filter((name) => name in TOURS)) {
  test(`${tenant}: the cookie notice stays clear of "Next scene" and of a walkthrough's bar through five scenes and their calls to action`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await tutorialsSeen(page);
    await page.goto(tenantUrl(tenant, `/${tenant}/${TOURS[tenant] ?? ''}?lng=en`));
    // The demo's entry call to action comes first; the one after the splash and those after some
    // scenes come as the walk goes on, each closed as it shows.
    await expect(page.locator('.modal__dialog')).toBeVisible();
    await closeCtaModals(page);
    await startTour(page);
    await expect(page.locator('.toast .cookie-notice__text')).not.toBeEmpty();
    const title = page.locator('.tour-title-card');
    const next = page.getByRole('button', { name: 'Next scene', exact: true });
    // A call to action may open at any moment of a step (it makes Next inert until closed): each
    // try closes what is open, judges Next where it stands, presses it (unless the last press has
    // already moved on), and reads where the tour is.
    const step = async (from: number) => {
      await closeCtaModals(page);
      const where = await title.innerText();
      if (!where.includes(`(${String(from)} of `)) return where;
      const covered = await coveredPoints(next);
      if (covered.length > 0) return `Next covered: ${covered.join('; ')}`;
      await next.click({ timeout: 2_000 }).catch(() => undefined);
      return title.innerText();
    };
    for (let stop = 2; stop <= 5; stop += 1) {
      await expect.poll(() => step(stop - 1), { timeout: 30_000 }).toContain(`(${String(stop)} of `);
    }
    await closeCtaModals(page);
    await expect.poll(() => coveredPoints(next)).toEqual([]);
    // The fifth stop is a 3D walkthrough: its frame ends above the notice, wherever the notice was
    // lifted to, so the walkthrough's own instruction bar shows whole.
    await expect(page.locator('iframe.walkthrough__frame')).toHaveAttribute('data-state', 'loaded', {
      timeout: 20_000,
    });
    const help = await page.frameLocator('iframe.walkthrough__frame').locator('#walkthrough-help').boundingBox();
    const notice = await page.locator('.toast').boundingBox();
    expect((help?.y ?? 0) + (help?.height ?? 0)).toBeLessThanOrEqual(notice?.y ?? 0);
  });
}
