import { SeededRandom } from '../random.ts';

/** A tenant logo: a geometric mark in the tenant's primary colour (no text, see artwork-svg.ts). */
export function logoSvg(seed: number, color: string, mark: 'tower' | 'anchor', size: number): string {
  const random = new SeededRandom(seed);
  const accent = random.pick(['#f2c14e', '#f4f1ea', '#9fd3c7']);
  const glyph =
    mark === 'tower'
      ? `<rect x="200" y="170" width="112" height="210" fill="${accent}"/><polygon points="180,175 256,95 332,175" fill="${accent}"/><rect x="238" y="300" width="36" height="80" fill="${color}"/><rect x="222" y="200" width="24" height="40" fill="${color}"/><rect x="266" y="200" width="24" height="40" fill="${color}"/><rect x="150" y="380" width="212" height="18" fill="${accent}"/>`
      : `<circle cx="256" cy="140" r="30" fill="none" stroke="${accent}" stroke-width="18"/><rect x="247" y="168" width="18" height="220" fill="${accent}"/><rect x="190" y="210" width="132" height="18" fill="${accent}"/><path d="M140 300 Q 160 400 256 400 Q 352 400 372 300" fill="none" stroke="${accent}" stroke-width="18"/><polygon points="122,310 160,290 150,330" fill="${accent}"/><polygon points="390,310 352,290 362,330" fill="${accent}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512"><circle cx="256" cy="256" r="248" fill="${color}"/><circle cx="256" cy="256" r="224" fill="none" stroke="${accent}" stroke-width="6" opacity="0.6"/>${glyph}</svg>`;
}

/** A friendly tour-guide avatar: head, hair and shoulders in flat colours. */
export function avatarSvg(seed: number, size: number): string {
  const random = new SeededRandom(seed * 40503 + 7);
  const skin = random.pick(['#f1c7a5', '#d9a27c', '#a86f4c', '#7a4b32', '#f5d6bd']);
  const hair = random.pick(['#2b1d14', '#5a3a22', '#a0522d', '#d9b26b', '#1f1f1f']);
  const shirt = random.pick(['#00467f', '#b5533c', '#2f8f83', '#6a4c93', '#d9a13a']);
  const background = random.pick(['#e8f1f8', '#f8efe6', '#eaf5ef', '#f3ecf8']);
  const longHair = random.next() > 0.5;
  const hairBack = longHair
    ? `<path d="M150 230 Q 150 110 256 105 Q 362 110 362 230 L 372 360 L 140 360 Z" fill="${hair}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<rect width="512" height="512" rx="256" fill="${background}"/>${hairBack}
<path d="M96 512 Q 110 380 256 370 Q 402 380 416 512 Z" fill="${shirt}"/>
<rect x="226" y="300" width="60" height="80" rx="20" fill="${skin}"/>
<ellipse cx="256" cy="230" rx="98" ry="112" fill="${skin}"/>
<path d="M158 210 Q 160 112 256 110 Q 352 112 354 210 Q 320 160 256 158 Q 190 160 158 210 Z" fill="${hair}"/>
<circle cx="220" cy="240" r="10" fill="#2a2a2a"/><circle cx="292" cy="240" r="10" fill="#2a2a2a"/>
<path d="M216 290 Q 256 322 296 290" stroke="#8a3b2e" stroke-width="8" fill="none" stroke-linecap="round"/>
</svg>`;
}
