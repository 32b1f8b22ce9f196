// The app proper's code (boot.tsx and all it imports, `meridian-boot-modules`) is requested by
// app/load-boot.ts a link per task (Chromium handles a module preload's insertion at once, 2–4 ms
// each here, four times that on a phone): no task may insert several of its modules (the import
// helper's own links for a stage's chunks did, one task of 60–80 ms on a phone, issue 36), and each
// module is asked for once.
import { DEFAULT_TENANT, expect, tenantUrl, test } from '../support/fixtures.ts';

const site = DEFAULT_TENANT;

test("the homepage's app code is asked for one link per task, each module once", async ({ page }) => {
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { __preloadBatches: string[][] }).__preloadBatches = batches;
    // A mutation observer hears a task's insertions together, at the task's end.
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return; // the HTML's own links, from the parser
      const added = records
        .flatMap((record) => [...record.addedNodes])
        .filter((node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel === 'modulepreload')
        .map((link) => link.href);
      if (added.length > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(tenantUrl(site, `/${site}`));
  const listed = (await page.locator('meta[name="meridian-boot-modules"]').getAttribute('content'))?.split(' ') ?? [];
  expect(listed.length).toBeGreaterThan(5);
  const batches = await page.evaluate(() => (window as unknown as { __preloadBatches: string[][] }).__preloadBatches);
  const bootModule = (href: string) => listed.some((path) => href === new URL(path, page.url()).href);
  expect(batches.filter((batch) => batch.filter(bootModule).length > 1)).toEqual([]);
  const hrefs = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
  );
  expect(new Set(hrefs).size).toBe(hrefs.length);
  for (const path of listed) expect(hrefs).toContain(new URL(path, page.url()).href);
});
