import { chromium } from '@playwright/test';
import { freePort, startMeridian } from './support/meridian-server.ts';
const port = await freePort();
const stop = await startMeridian(port, { panoramaWidth: 1024 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
try {
  // argv: name|url|WxH ...
  for (const spec of process.argv.slice(2)) {
    const [name, url, size] = spec.split('|');
    const [w, h] = (size ?? '1440x900').split('x').map(Number);
    const page = await browser.newPage({ viewport: { width: w ?? 1440, height: h ?? 900 } });
    const full = url!.replace('{port}', String(port));
    await page.goto(full.startsWith('http') ? full : `http://localhost:${port}${full}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}
