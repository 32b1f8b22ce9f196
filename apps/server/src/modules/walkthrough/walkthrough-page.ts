import { matchLanguage, parseAcceptLanguage } from '@meridian/contracts/language-match';
import { escapeHtml } from '../../http/html-escape.ts';

/** The rooms of the offline 3D walkthroughs and the HTML page that hosts one. */
export interface WalkthroughRoom {
  /** Width (x) and depth (z) in metres; the ceiling height. */
  size: [number, number, number];
  wall: string;
  floor: string;
  accent: string;
  /** Furniture: [x, z, width, depth, height, colour]. */
  furniture: [number, number, number, number, number, string][];
  title: Record<WalkthroughLanguage, string>;
}

export type WalkthroughLanguage = 'en' | 'fr-ca' | 'zh-hans' | 'ar' | 'zh-hant';

const rooms: Record<string, WalkthroughRoom> = {
  studio: {
    size: [12, 9, 3.6],
    wall: '#efe9df',
    floor: '#9a6b43',
    accent: '#00467f',
    furniture: [
      [-3, -2, 2.4, 1.2, 0.9, '#d9d4c7'],
      [3, -2, 2.4, 1.2, 0.9, '#d9d4c7'],
      [0, 3, 4, 0.6, 1.1, '#00467f'],
      [-5, 3.5, 1, 1, 1.8, '#6b4a30'],
    ],
    title: {
      en: 'Design studio',
      'fr-ca': 'Atelier de design',
      'zh-hans': '设计工作室',
      ar: 'استوديو التصميم',
      'zh-hant': '設計工作室',
    },
  },
  lab: {
    size: [10, 10, 3.2],
    wall: '#eef1f2',
    floor: '#c9cfd2',
    accent: '#2f8f83',
    furniture: [
      [-2.5, -2, 3, 1, 0.95, '#f2f2ee'],
      [2.5, -2, 3, 1, 0.95, '#f2f2ee'],
      [-2.5, 2, 3, 1, 0.95, '#f2f2ee'],
      [2.5, 2, 3, 1, 0.95, '#f2f2ee'],
      [0, -4.5, 6, 0.6, 2, '#2f8f83'],
    ],
    title: {
      en: 'Robotics lab',
      'fr-ca': 'Laboratoire de robotique',
      'zh-hans': '机器人实验室',
      ar: 'مختبر الروبوتات',
      'zh-hant': '機械人實驗室',
    },
  },
  cabin: {
    size: [7, 5, 2.4],
    wall: '#8a5a3b',
    floor: '#5e3d24',
    accent: '#c9a45c',
    furniture: [
      [0, -1.5, 2, 1, 0.8, '#6b4a30'],
      [-2.6, 1.5, 1.2, 2, 0.6, '#e8dcc4'],
      [2.6, 1.5, 1, 0.6, 1.4, '#4b2f1e'],
    ],
    title: {
      en: "Captain's cabin",
      'fr-ca': 'Cabine du capitaine',
      'zh-hans': '船长室',
      ar: 'قمرة القبطان',
      'zh-hant': '船長室',
    },
  },
  lantern: {
    size: [5, 5, 3],
    wall: '#dfe6ea',
    floor: '#3d4b55',
    accent: '#f2c14e',
    furniture: [[0, 0, 1.2, 1.2, 1.6, '#f2c14e']],
    title: {
      en: 'Lighthouse lantern room',
      'fr-ca': 'Salle de la lanterne du phare',
      'zh-hans': '灯塔灯室',
      ar: 'غرفة فانوس المنارة',
      'zh-hant': '燈塔燈室',
    },
  },
};

/** The room named by a visitor's URL segment; a Map, so `constructor` is just an unknown name. */
export const walkthroughRooms: ReadonlyMap<string, WalkthroughRoom> = new Map(Object.entries(rooms));

const instructions: Record<WalkthroughLanguage, { help: string; label: string; heading: string }> = {
  en: {
    heading: '3D walkthrough',
    help: 'Move with W, A, S, D or the arrow keys. Drag to look around.',
    label: 'Walkable 3D room. Use the arrow keys to move.',
  },
  'fr-ca': {
    heading: 'Visite 3D',
    help: 'Déplacez-vous avec W, A, S, D ou les flèches. Faites glisser pour regarder autour.',
    label: 'Pièce 3D. Utilisez les flèches pour vous déplacer.',
  },
  'zh-hans': {
    heading: '3D 漫游',
    help: '使用 W、A、S、D 或方向键移动，拖动以环顾四周。',
    label: '可漫游的 3D 房间，使用方向键移动。',
  },
  ar: {
    heading: 'جولة ثلاثية الأبعاد',
    help: 'تحرّك باستخدام W وA وS وD أو مفاتيح الأسهم. اسحب للنظر حولك.',
    label: 'غرفة ثلاثية الأبعاد. استخدم مفاتيح الأسهم للتحرك.',
  },
  'zh-hant': {
    heading: '3D 漫遊',
    help: '使用 W、A、S、D 或方向鍵移動，拖曳以環顧四周。',
    label: '可漫遊的 3D 房間，使用方向鍵移動。',
  },
};

const supported = Object.keys(instructions) as WalkthroughLanguage[];

/** `lng` query first, then Accept-Language, by the shared matching rule (zh-tw → zh-hant, fr → fr-ca); else English. */
export function pickWalkthroughLanguage(
  query: string | undefined,
  acceptLanguage: string | undefined,
): WalkthroughLanguage {
  const wanted = [...(query ? [query] : []), ...parseAcceptLanguage(acceptLanguage)];
  const matched = matchLanguage(wanted, supported);
  return supported.find((language) => language === matched) ?? 'en';
}

export function walkthroughPage(name: string, room: WalkthroughRoom, language: WalkthroughLanguage): string {
  const text = instructions[language];
  const title = room.title[language];
  const config = escapeHtml(
    JSON.stringify({
      name,
      size: room.size,
      wall: room.wall,
      floor: room.floor,
      accent: room.accent,
      furniture: room.furniture,
    }),
  );
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} – ${text.heading}`)}</title>
<link rel="stylesheet" href="/walkthrough/assets/walkthrough.css">
<script type="module" src="/walkthrough/assets/walkthrough.js"></script>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p id="walkthrough-help">${escapeHtml(text.help)}</p>
<canvas id="walkthrough" tabindex="0" role="application" aria-label="${escapeHtml(text.label)}" aria-describedby="walkthrough-help" data-room="${config}"></canvas>
</main>
</body>
</html>
`;
}
