import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort, startMeridian } from './support/meridian-server.ts';
const port = await freePort();
const stop = await startMeridian(port, { panoramaWidth: 1024 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const url of (process.argv[2] ?? '/northfield?ctasTimed').split(',')) {
    const page = await browser.newPage();
    const sizes: Promise<[string, number]>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        sizes.push(r.body().then((b) => [new URL(r.url()).pathname, zlib.gzipSync(b, { level: 9 }).length]));
    });
    await page.goto(`http://localhost:${port}${url}`);
    await page.waitForLoadState('networkidle');
    const all = await Promise.all(sizes);
    all.sort((a, b) => b[1] - a[1]);
    console.log(url, (all.reduce((s, [, n]) => s + n, 0) / 1024).toFixed(1), 'KB');
    for (const [name, n] of all) console.log('  ', (n / 1024).toFixed(1).padStart(6), name);
    await page.close();
  }
} finally {
  await browser.close();
  stop();
}
