import type { WalkthroughRoom } from '@meridian/contracts/walkthrough';
import { escapeHtml } from '../../http/html-escape.ts';

// The HTML page that hosts one offline 3D room. The rooms themselves are tenant content (a pack's
// walkthroughs.yaml, docs/content-packs.md); only the page's own words live here.

interface Instructions {
  help: string;
  label: string;
  heading: string;
}

/** A Map, so a language that is a prototype member name is just an unknown one (docs/security.md). */
const instructions: ReadonlyMap<string, Instructions> = new Map(
  Object.entries({
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
  }),
);
const english: Instructions = {
  heading: '3D walkthrough',
  help: 'Move with W, A, S, D or the arrow keys. Drag to look around.',
  label: 'Walkable 3D room. Use the arrow keys to move.',
};

/**
 * The page of one room in `language` (one of the tenant's): its title from the tenant's content, the
 * page's own words in that language, or in English for a language they are not written in.
 */
export function walkthroughPage(room: WalkthroughRoom, language: string, rightToLeft: boolean): string {
  const text = instructions.get(language) ?? english;
  const title = room.title;
  const config = escapeHtml(
    JSON.stringify({
      name: room.name,
      size: room.size,
      wall: room.wall,
      floor: room.floor,
      accent: room.accent,
      furniture: room.furniture,
      start: room.start,
    }),
  );
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${rightToLeft ? 'rtl' : 'ltr'}">
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
