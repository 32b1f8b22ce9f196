// Run by panorama-tiles.test.ts in a process of its own, so its peak resident memory is the tiler's
// alone. `make <file> <width>`: writes a blocky baseline JPEG panorama (a progressive JPEG would be
// held whole by its encoder). `cut <source> <dir>`: cuts the pyramid. `idle <source>`: reads the
// header only (the baseline of node, tsx and sharp). Prints the peak RSS in bytes.
import sharp from 'sharp';
import { renderPanoramaTiles } from '../../src/packs/panorama-tiles.ts';

const [mode, file, argument] = process.argv.slice(2);
if (!file || !argument) throw new Error('usage: tile-memory-child make|cut|idle <file> <width|dir>');
if (mode === 'make') {
  const width = Number(argument);
  const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 };
  const small = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#000', noise } })
    .png()
    .toBuffer();
  await sharp(small)
    .resize(width, width / 2, { kernel: 'nearest' })
    .jpeg({ quality: 85, mozjpeg: false, optimiseCoding: false, progressive: false })
    .toFile(file);
} else if (mode === 'cut') {
  await renderPanoramaTiles(file, argument);
} else {
  await sharp(file).metadata();
}
// maxRSS is in kilobytes.
process.stdout.write(`${String(process.resourceUsage().maxRSS * 1024)}\n`);
