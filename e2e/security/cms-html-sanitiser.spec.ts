// CMS HTML in a real browser (docs/web-app.md "CMS HTML"): lib/html-sanitiser/ as the app ships it,
// bundled here by esbuild, run in Chromium with its own sanitiser (`Element.setHTML`) and with that
// taken away (DOMPurify's fallback). Both must give the tenant's text the same treatment.
import path from 'node:path';
import { build } from 'esbuild';
import { expect, test } from '@playwright/test';

const moduleSource = path.resolve(import.meta.dirname, '../../apps/web/src/lib/html-sanitiser/html-sanitiser.ts');

const hostile = [
  '<p id="app-root" class="hero" style="position:fixed" onclick="window.ran=1">Open <strong>daily</strong>,',
  ' <font color="red">free</font> <a href="javascript:window.ran=1">here</a> <a href="/visit">visit</a>',
  ' <a href="mailto:visit@example.org">mail</a> <a href="data:text/html,hi">data</a></p>',
  '<img src="/logo.png" alt="Logo" onerror="window.ran=1"><script>window.ran=1</script>',
  '<style>body{display:none}</style><form action="/steal"><input name="password"></form>',
  '<iframe src="/"></iframe><template><b>hidden</b></template><svg><script>window.ran=1</script></svg>',
].join('');

let bundle = '';
test.beforeAll(async () => {
  const output = await build({ entryPoints: [moduleSource], bundle: true, format: 'esm', write: false });
  bundle = output.outputFiles[0]?.text ?? '';
});

/** The HTML the sanitiser leaves in an element, and whether anything it was given ran. */
async function sanitiseInBrowser(page: import('@playwright/test').Page, withBuiltIn: boolean) {
  if (!withBuiltIn) await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'setHTML'));
  await page.goto('about:blank');
  await page.setContent('<main id="target"></main>');
  await page.addScriptTag({ type: 'module', content: `${bundle}\nwindow.htmlSanitiser = { loadSanitiser };` });
  await page.waitForFunction(() => 'htmlSanitiser' in window);
  return page.evaluate(async (html) => {
    type Loader = { loadSanitiser: () => Promise<{ fill: (element: Element, html: string) => void }> };
    const { loadSanitiser } = (window as unknown as { htmlSanitiser: Loader }).htmlSanitiser;
    const target = document.getElementById('target');
    if (!target) throw new Error('no target');
    (await loadSanitiser()).fill(target, html);
    // A handler or script would have run by the next frame.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    target.querySelector('p')?.click();
    return {
      ran: 'ran' in window,
      builtIn: typeof (Element.prototype as { setHTML?: unknown }).setHTML === 'function',
      html: target.innerHTML,
    };
  }, hostile);
}

for (const withBuiltIn of [true, false]) {
  const engine = withBuiltIn ? 'the browser’s own sanitiser' : 'DOMPurify, where the browser has none';
  test(`CMS HTML keeps the tenant’s text and links and nothing that runs, by ${engine}`, async ({ page }) => {
    const result = await sanitiseInBrowser(page, withBuiltIn);
    expect(result.builtIn).toBe(withBuiltIn);
    expect(result.ran).toBe(false);
    const html = result.html;
    // The text, its emphasis, a safe link and an image stay; presentational wrappers keep their text.
    expect(html).toContain('Open <strong>daily</strong>,');
    expect(html).toContain('free');
    expect(html).not.toContain('<font');
    expect(html).toContain('<a href="/visit">visit</a>');
    expect(html).toContain('<a href="mailto:visit@example.org">mail</a>');
    // A link to anything but a page, a mail or a call keeps its text and loses its address.
    expect(html).toContain('<a>data</a>');
    expect(html).not.toContain('data:');
    expect(html).toMatch(/<img src="\/logo.png" alt="Logo">/);
    // Nothing that runs, and nothing that reaches into the page: ids, classes, styles, forms, frames.
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).not.toMatch(/\b(id|class|style)=/);
    expect(html).not.toMatch(/<(style|form|input|iframe|template)\b/);
    expect(html).not.toContain('password');
    expect(html).not.toContain('display:none');
    expect(html).not.toContain('hidden');
  });
}
