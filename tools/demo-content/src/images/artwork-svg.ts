import { SeededRandom } from '../random.ts';

/**
 * Vector artwork for gallery images and place photos, as SVG text that sharp rasterises. No
 * text elements: glyphs would depend on the fonts installed, and the output must be the same
 * bytes on every machine.
 */

export type ArtworkStyle = 'abstract' | 'landscape' | 'building' | 'ship';

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(((h % 360) + 360) % 360)}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function abstract(random: SeededRandom, width: number, height: number, hue: number): string {
  const shapes: string[] = [];
  for (let index = 0; index < 14; index++) {
    const color = hsl(hue + random.range(-60, 120), random.range(45, 80), random.range(35, 70));
    const x = round(random.range(0, width));
    const y = round(random.range(0, height));
    const size = round(random.range(width * 0.05, width * 0.3));
    shapes.push(
      random.next() > 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size}" fill="${color}" opacity="0.75"/>`
        : `<rect x="${round(x - size / 2)}" y="${round(y - size / 2)}" width="${size}" height="${round(size * random.range(0.4, 1.6))}" fill="${color}" opacity="0.7" transform="rotate(${round(random.range(-30, 30))} ${x} ${y})"/>`,
    );
  }
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 30, 92)}"/><stop offset="1" stop-color="${hsl(hue + 40, 35, 78)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes.join('')}`;
}

function landscape(random: SeededRandom, width: number, height: number, hue: number): string {
  const layers: string[] = [];
  for (let layer = 0; layer < 4; layer++) {
    const base = height * (0.5 + layer * 0.12);
    const points = [`0,${height}`];
    for (let x = 0; x <= width; x += width / 12)
      points.push(`${round(x)},${round(base - random.range(0, height * 0.12))}`);
    points.push(`${width},${height}`);
    layers.push(`<polygon points="${points.join(' ')}" fill="${hsl(hue + 100 + layer * 8, 35, 55 - layer * 9)}"/>`);
  }
  const sunX = round(random.range(width * 0.2, width * 0.8));
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 60, 62)}"/><stop offset="1" stop-color="${hsl(hue + 20, 75, 85)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${sunX}" cy="${round(height * 0.32)}" r="${round(height * 0.09)}" fill="${hsl(hue + 40, 90, 88)}"/>${layers.join('')}`;
}

function building(random: SeededRandom, width: number, height: number, hue: number): string {
  const ground = height * 0.78;
  const bx = width * random.range(0.12, 0.25);
  const bw = width - 2 * bx;
  const floors = random.int(2, 5);
  const top = ground - floors * height * 0.14 - height * 0.05;
  const wall = hsl(hue, random.range(25, 45), random.range(45, 65));
  const windows: string[] = [];
  const columns = Math.floor(bw / (width * 0.07));
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const x = bx + (column + 0.25) * (bw / columns);
      const y = ground - (floor + 1) * height * 0.14 + height * 0.02;
      const isDoor = floor === 0 && column === Math.floor(columns / 2);
      windows.push(
        isDoor
          ? `<rect x="${round(x)}" y="${round(ground - height * 0.12)}" width="${round((bw / columns) * 0.5)}" height="${round(height * 0.12)}" fill="#3a2a20"/>`
          : `<rect x="${round(x)}" y="${round(y)}" width="${round((bw / columns) * 0.5)}" height="${round(height * 0.08)}" fill="#2d4560" stroke="#f0ece0" stroke-width="3"/>`,
      );
    }
  }
  const trees: string[] = [];
  for (let index = 0; index < 4; index++) {
    const x = round(random.range(0, width));
    const r = round(height * random.range(0.07, 0.12));
    trees.push(
      `<rect x="${round(x - 6)}" y="${round(ground - r)}" width="12" height="${round(r * 1.1)}" fill="#5b4330"/><circle cx="${x}" cy="${round(ground - r * 1.4)}" r="${r}" fill="${hsl(110 + random.range(-15, 15), 40, 35)}"/>`,
    );
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d78c0"/><stop offset="1" stop-color="#cfe2f2"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect x="0" y="${round(ground)}" width="${width}" height="${round(height - ground)}" fill="#6f9a45"/>
<polygon points="${round(width * 0.45)},${height} ${round(width * 0.55)},${height} ${round(width * 0.52)},${round(ground)} ${round(width * 0.48)},${round(ground)}" fill="#c9c3b6"/>
<rect x="${round(bx)}" y="${round(top)}" width="${round(bw)}" height="${round(ground - top)}" fill="${wall}"/>
<rect x="${round(bx - 8)}" y="${round(top - 14)}" width="${round(bw + 16)}" height="16" fill="#ece6da"/>
${windows.join('')}${trees.join('')}`;
}

function ship(random: SeededRandom, width: number, height: number, hue: number): string {
  const sea = height * 0.62;
  const hullWidth = width * random.range(0.45, 0.6);
  const hx = (width - hullWidth) / 2;
  const masts: string[] = [];
  const mastCount = random.int(1, 3);
  for (let index = 0; index < mastCount; index++) {
    const x = hx + hullWidth * ((index + 1) / (mastCount + 1));
    const mastTop = sea - height * random.range(0.38, 0.5);
    masts.push(
      `<rect x="${round(x - 4)}" y="${round(mastTop)}" width="8" height="${round(sea - mastTop)}" fill="#4a3524"/><polygon points="${round(x + 6)},${round(mastTop + 10)} ${round(x + 6)},${round(sea - height * 0.08)} ${round(x + hullWidth * 0.22)},${round(sea - height * 0.1)}" fill="#f4efe2"/>`,
    );
  }
  const waves: string[] = [];
  for (let row = 0; row < 6; row++) {
    const y = sea + row * height * 0.06 + 10;
    waves.push(
      `<path d="M0 ${round(y)} ${Array.from({ length: 13 }, (_, i) => `Q ${round((i + 0.5) * (width / 12))} ${round(y - 12)} ${round((i + 1) * (width / 12))} ${round(y)}`).join(' ')}" stroke="${hsl(205, 50, 80 - row * 6)}" stroke-width="4" fill="none"/>`,
    );
  }
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue + 200, 45, 55)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 86)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect x="0" y="${round(sea)}" width="${width}" height="${round(height - sea)}" fill="#27557a"/>
${masts.join('')}
<polygon points="${round(hx)},${round(sea - height * 0.07)} ${round(hx + hullWidth)},${round(sea - height * 0.07)} ${round(hx + hullWidth * 0.9)},${round(sea + height * 0.04)} ${round(hx + hullWidth * 0.08)},${round(sea + height * 0.04)}" fill="${hsl(hue, 45, 30)}"/>
${waves.join('')}`;
}

/** An artwork or place picture of the given style, deterministic for a seed. */
export function artworkSvg(style: ArtworkStyle, seed: number, width: number, height: number): string {
  const random = new SeededRandom(seed * 2654435761);
  const hue = random.range(0, 360);
  const body =
    style === 'abstract'
      ? abstract(random, width, height, hue)
      : style === 'landscape'
        ? landscape(random, width, height, hue)
        : style === 'building'
          ? building(random, width, height, hue)
          : ship(random, width, height, hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
