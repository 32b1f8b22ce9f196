import { buildingLocation, type TenantDefinition } from './build-pack.ts';
import type { CampusSpec } from './campus-map.ts';
import { buildCtas, buildForms, type CtaTexts } from './ctas-and-forms.ts';
import type { SceneSpec, Tr } from './scene-builder.ts';

/** Northfield University: English (default), Canadian French, Simplified Chinese. */
const t = (en: string, fr: string, zh: string): Tr => ({ en, 'fr-ca': fr, 'zh-hans': zh });
const SCHEMA = 'northfield';
const HOME = 'https://northfield.example';

const kinds = {
  hall: (n: string) => t(`${n} Hall`, `Pavillon ${n}`, `${n} 楼`),
  library: (n: string) => t(`${n} Library`, `Bibliothèque ${n}`, `${n} 图书馆`),
  residence: (n: string) => t(`${n} Residence`, `Résidence ${n}`, `${n} 学生宿舍`),
  science: (n: string) => t(`${n} Science Centre`, `Centre des sciences ${n}`, `${n} 科学中心`),
  arts: (n: string) => t(`${n} Arts Building`, `Édifice des arts ${n}`, `${n} 艺术楼`),
  athletics: (n: string) => t(`${n} Athletic Centre`, `Centre sportif ${n}`, `${n} 体育中心`),
  student: (n: string) => t(`${n} Student Centre`, `Centre étudiant ${n}`, `${n} 学生中心`),
  dining: (n: string) => t(`${n} Dining Hall`, `Salle à manger ${n}`, `${n} 餐厅`),
  health: (n: string) => t(`${n} Health Centre`, `Centre de santé ${n}`, `${n} 健康中心`),
  parking: (n: string) => t(`${n} Parking Garage`, `Stationnement ${n}`, `${n} 停车楼`),
};
type Kind = keyof typeof kinds;
const kindCategories: Record<Kind, string[]> = {
  hall: ['academic'],
  library: ['libraries', 'academic'],
  residence: ['residences'],
  science: ['academic', 'research'],
  arts: ['arts', 'academic'],
  athletics: ['athletics'],
  student: ['services', 'dining'],
  dining: ['dining'],
  health: ['health', 'services'],
  parking: ['parking'],
};
const buildingList: [string, Kind][] = [
  ['Aldridge', 'hall'],
  ['Beaumont', 'library'],
  ['Carrington', 'science'],
  ['Dunmore', 'arts'],
  ['Ellesmere', 'residence'],
  ['Fairweather', 'student'],
  ['Glenholme', 'hall'],
  ['Hartwell', 'athletics'],
  ['Inglewood', 'dining'],
  ['Jarvis', 'science'],
  ['Kingsley', 'hall'],
  ['Lakeview', 'residence'],
  ['Maplewood', 'health'],
  ['Northcote', 'hall'],
  ['Oakridge', 'library'],
  ['Pemberton', 'arts'],
  ['Queensbury', 'residence'],
  ['Rosedale', 'parking'],
  ['Sheridan', 'hall'],
  ['Thornbury', 'science'],
  ['Underhill', 'dining'],
  ['Vandermeer', 'hall'],
  ['Whitmore', 'athletics'],
  ['Yardley', 'residence'],
  ['Ashcombe', 'hall'],
  ['Brightwater', 'parking'],
];

const campus: CampusSpec = {
  tenant: SCHEMA,
  seed: 11,
  centre: [-79.3832, 43.6532],
  outlineName: t('Northfield main campus', 'Campus principal de Northfield', 'Northfield 主校区'),
  buildings: buildingList.map(([name, kind]) => ({
    key: name.toLowerCase(),
    name: kinds[kind](name),
    categories: kindCategories[kind],
    levels: kind === 'parking' ? 4 : 3,
  })),
  amenities: [
    { key: 'cafe', name: t('Café', 'Café', '咖啡馆'), categories: ['dining', 'libraries'], count: 5 },
    {
      key: 'restrooms',
      name: t('Restrooms', 'Toilettes', '洗手间'),
      categories: ['services', 'accessibility'],
      count: 6,
    },
    {
      key: 'accessible-entrance',
      name: t('Accessible entrance', 'Entrée accessible', '无障碍入口'),
      categories: ['accessibility'],
      count: 5,
    },
    {
      key: 'bike-rack',
      name: t('Bike rack', 'Support à vélos', '自行车停放处'),
      categories: ['transit', 'parking'],
      count: 4,
    },
    { key: 'atm', name: t('Cash machine', 'Guichet automatique', '自动取款机'), categories: ['services'], count: 3 },
    {
      key: 'info-desk',
      name: t('Information desk', "Comptoir d'information", '咨询台'),
      categories: ['services'],
      count: 3,
    },
    {
      key: 'study-room',
      name: t('Study room', "Salle d'étude", '自习室'),
      categories: ['libraries', 'academic'],
      count: 4,
    },
    { key: 'bus-stop', name: t('Bus stop', "Arrêt d'autobus", '公交车站'), categories: ['transit'], count: 3 },
    {
      key: 'first-aid',
      name: t('First aid', 'Premiers soins', '急救站'),
      categories: ['health', 'services'],
      count: 3,
    },
  ],
  streetNames: [
    t('Founders Walk', 'Allée des Fondateurs', '创始人步道'),
    t('Maple Walk', 'Allée des Érables', '枫树步道'),
    t('Elm Walk', 'Allée des Ormes', '榆树步道'),
    t('College Avenue', 'Avenue du Collège', '学院大道'),
    t('Birch Walk', 'Allée des Bouleaux', '桦树步道'),
    t('Cedar Walk', 'Allée des Cèdres', '雪松步道'),
    t('East Drive', 'Promenade Est', '东环路'),
    t('South Drive', 'Promenade Sud', '南环路'),
    t('Library Lane', 'Ruelle de la Bibliothèque', '图书馆巷'),
    t('Science Row', 'Rangée des Sciences', '科学路'),
    t('Commons Lane', 'Ruelle des Communs', '公共巷'),
    t('Arts Row', 'Rangée des Arts', '艺术路'),
    t('North Drive', 'Promenade Nord', '北环路'),
  ],
  entranceName: t('Main entrance', 'Entrée principale', '正门'),
  buildingBody: (name) =>
    t(
      `<p>${name.en} is open Monday to Friday, 8:00 to 22:00. Visit <a href="${HOME}">northfield.example</a> for events.</p>`,
      `<p>${name['fr-ca']} est ouvert du lundi au vendredi, de 8 h à 22 h. Consultez <a href="${HOME}">northfield.example</a> pour les événements.</p>`,
      `<p>${name['zh-hans']}周一至周五 8:00–22:00 开放。活动信息请访问 <a href="${HOME}">northfield.example</a>。</p>`,
    ),
  amenityBody: (amenity, building) =>
    t(
      `<p>${amenity.en} on the ground floor of ${building.en}.</p>`,
      `<p>${amenity['fr-ca']} au rez-de-chaussée : ${building['fr-ca']}.</p>`,
      `<p>${building['zh-hans']}一楼的${amenity['zh-hans']}。</p>`,
    ),
  amenityTitle: (amenity, building) =>
    t(
      `${amenity.en} – ${building.en}`,
      `${amenity['fr-ca']} – ${building['fr-ca']}`,
      `${amenity['zh-hans']} – ${building['zh-hans']}`,
    ),
  address: (number, street) =>
    t(`${number} ${street.en}`, `${number}, ${street['fr-ca']}`, `${street['zh-hans']} ${number} 号`),
};
const at = (key: string) => buildingLocation(campus, key);

const outdoorAlt = (what: string, quoi: string, zh: string) =>
  t(
    `A sunny campus view: ${what}, brick buildings, lawns and paths`,
    `Vue ensoleillée du campus : ${quoi}, bâtiments, pelouses et allées`,
    `阳光下的校园：${zh}、建筑、草坪与小路`,
  );
const scenes: SceneSpec[] = [
  {
    key: 'main-quad',
    type: 'panorama',
    kind: 'outdoor',
    style: 'brick',
    time: 'noon',
    seed: 101,
    location: at('aldridge'),
    title: t('Main Quad', 'Quadrilatère principal', '主广场'),
    description: t(
      '<p>The heart of campus, where every tour begins.</p>',
      '<p>Le cœur du campus, où commence chaque visite.</p>',
      '<p>校园的中心，每次参观的起点。</p>',
    ),
    alt: outdoorAlt('the main quad', 'le quadrilatère principal', '主广场'),
    guideAudio: {
      file: `${SCHEMA}/audio/welcome.wav`,
      title: t('Welcome to Northfield', 'Bienvenue à Northfield', '欢迎来到 Northfield'),
      duration: 8,
    },
  },
  {
    key: 'library-lawn',
    type: 'panorama',
    kind: 'outdoor',
    style: 'stone',
    time: 'morning',
    seed: 102,
    location: at('beaumont'),
    title: t('Library Lawn', 'Pelouse de la bibliothèque', '图书馆草坪'),
    description: t(
      '<p>A quiet lawn in front of Beaumont Library.</p>',
      '<p>Une pelouse tranquille devant la bibliothèque Beaumont.</p>',
      '<p>Beaumont 图书馆前安静的草坪。</p>',
    ),
    alt: outdoorAlt('the library lawn', 'la pelouse de la bibliothèque', '图书馆草坪'),
  },
  {
    key: 'science-court',
    type: 'panorama',
    kind: 'outdoor',
    style: 'glass',
    time: 'noon',
    seed: 103,
    location: at('carrington'),
    title: t('Science Court', 'Cour des sciences', '科学庭院'),
    description: t(
      '<p>Glass-fronted labs around a paved court.</p>',
      '<p>Des laboratoires vitrés autour d’une cour pavée.</p>',
      '<p>环绕铺砌庭院的玻璃幕墙实验楼。</p>',
    ),
    alt: outdoorAlt('the science court', 'la cour des sciences', '科学庭院'),
  },
  {
    key: 'arts-plaza',
    type: 'panorama',
    kind: 'outdoor',
    style: 'sandstone',
    time: 'evening',
    seed: 104,
    location: at('dunmore'),
    title: t('Arts Plaza', 'Place des arts', '艺术广场'),
    description: t(
      '<p>Sandstone studios glowing in the evening light.</p>',
      '<p>Des ateliers de grès dans la lumière du soir.</p>',
      '<p>夕阳下的砂岩工作室。</p>',
    ),
    alt: outdoorAlt('the arts plaza at sunset', 'la place des arts au coucher du soleil', '日落时的艺术广场'),
  },
  {
    key: 'residence-green',
    type: 'panorama',
    kind: 'outdoor',
    style: 'brick',
    time: 'morning',
    seed: 105,
    location: at('ellesmere'),
    title: t('Residence Green', 'Parc des résidences', '宿舍绿地'),
    description: t(
      '<p>Student residences around a shared green.</p>',
      '<p>Des résidences étudiantes autour d’un parc commun.</p>',
      '<p>围绕公共绿地的学生宿舍。</p>',
    ),
    alt: outdoorAlt('the residence green', 'le parc des résidences', '宿舍绿地'),
  },
  {
    key: 'athletics-field',
    type: 'panorama',
    kind: 'outdoor',
    style: 'stone',
    time: 'noon',
    seed: 106,
    location: at('hartwell'),
    title: t('Athletics Field', "Terrain d'athlétisme", '田径场'),
    description: t(
      '<p>Playing fields next to Hartwell Athletic Centre.</p>',
      '<p>Terrains de sport près du centre sportif Hartwell.</p>',
      '<p>Hartwell 体育中心旁的运动场。</p>',
    ),
    alt: outdoorAlt('the athletics field', "le terrain d'athlétisme", '田径场'),
  },
  {
    key: 'reading-room',
    type: 'panorama',
    kind: 'interior',
    style: 'library',
    seed: 107,
    location: at('beaumont'),
    title: t('Reading Room', 'Salle de lecture', '阅览室'),
    description: t(
      '<p>Tall shelves and long tables for quiet study.</p>',
      '<p>De hauts rayonnages et de longues tables pour étudier au calme.</p>',
      '<p>高大的书架和长桌，适合安静学习。</p>',
    ),
    alt: t(
      'A library reading room with bookshelves and tables',
      'Une salle de lecture avec rayonnages et tables',
      '有书架和桌子的图书馆阅览室',
    ),
  },
  {
    key: 'lecture-hall',
    type: 'panorama',
    kind: 'interior',
    style: 'lecture',
    seed: 108,
    location: at('aldridge'),
    title: t('Lecture Hall', 'Amphithéâtre', '报告厅'),
    description: t(
      '<p>Rows of desks facing the screen.</p>',
      '<p>Des rangées de pupitres face à l’écran.</p>',
      '<p>一排排面向屏幕的课桌。</p>',
    ),
    alt: t(
      'A lecture hall with rows of desks and a screen',
      'Un amphithéâtre avec des pupitres et un écran',
      '有课桌和屏幕的报告厅',
    ),
  },
  {
    key: 'chemistry-lab',
    type: 'panorama',
    kind: 'interior',
    style: 'lab',
    seed: 109,
    location: at('carrington'),
    title: t('Chemistry Lab', 'Laboratoire de chimie', '化学实验室'),
    description: t(
      '<p>White benches and cabinets in a teaching lab.</p>',
      "<p>Paillasses blanches et armoires d'un laboratoire d'enseignement.</p>",
      '<p>教学实验室里的白色实验台和柜子。</p>',
    ),
    alt: t(
      'A teaching laboratory with white benches',
      'Un laboratoire avec des paillasses blanches',
      '有白色实验台的教学实验室',
    ),
  },
  {
    key: 'student-centre',
    type: 'panorama',
    kind: 'interior',
    style: 'lobby',
    seed: 110,
    location: at('fairweather'),
    title: t('Student Centre', 'Centre étudiant', '学生中心'),
    description: t(
      '<p>The lobby where students meet between classes.</p>',
      '<p>Le hall où les étudiants se retrouvent entre les cours.</p>',
      '<p>学生课间聚会的大厅。</p>',
    ),
    alt: t(
      'A bright lobby with sofas and a reception desk',
      'Un hall lumineux avec canapés et accueil',
      '有沙发和接待台的明亮大厅',
    ),
  },
  {
    key: 'art-gallery',
    type: 'panorama',
    kind: 'interior',
    style: 'gallery',
    seed: 111,
    location: at('dunmore'),
    title: t('Student Art Gallery', "Galerie d'art étudiante", '学生美术馆'),
    description: t(
      '<p>Student paintings and display cases.</p>',
      '<p>Peintures et vitrines des étudiants.</p>',
      '<p>学生的画作和展柜。</p>',
    ),
    alt: t(
      'A white gallery with paintings and display cases',
      'Une galerie blanche avec tableaux et vitrines',
      '有画作和展柜的白色展厅',
    ),
  },
  {
    key: 'dining-hall',
    type: 'panorama',
    kind: 'interior',
    style: 'cafe',
    seed: 112,
    location: at('inglewood'),
    title: t('Dining Hall', 'Salle à manger', '学生餐厅'),
    description: t(
      '<p>Small tables and a long counter.</p>',
      '<p>De petites tables et un long comptoir.</p>',
      '<p>小桌子和长长的柜台。</p>',
    ),
    alt: t('A dining hall with small tables', 'Une salle à manger avec de petites tables', '摆放着小桌子的餐厅'),
  },
  {
    key: 'campus-art',
    type: 'gallery',
    style: 'abstract',
    seed: 113,
    location: at('pemberton'),
    title: t('Campus Art Collection', "Collection d'art du campus", '校园艺术收藏'),
    description: t(
      '<p>Works from the university collection.</p>',
      "<p>Œuvres de la collection de l'université.</p>",
      '<p>大学收藏的作品。</p>',
    ),
    images: [1, 2, 3, 4, 5].map((n) => ({
      title: t(`Composition ${n}`, `Composition ${n}`, `构图 ${n}`),
      alt: t(
        `Abstract painting number ${n} of overlapping colourful shapes`,
        `Tableau abstrait numéro ${n} aux formes colorées`,
        `第 ${n} 号抽象画，色彩形状交叠`,
      ),
      caption: t(
        `Acrylic on canvas, studio class of 202${n}`,
        `Acrylique sur toile, atelier de 202${n}`,
        `布面丙烯，202${n} 届工作室作品`,
      ),
    })),
  },
  {
    key: 'student-life-photos',
    type: 'gallery',
    style: 'landscape',
    seed: 114,
    location: at('fairweather'),
    title: t('Student Life', 'Vie étudiante', '学生生活'),
    description: t(
      '<p>Scenes from trips and outdoor clubs.</p>',
      '<p>Scènes de sorties et de clubs de plein air.</p>',
      '<p>旅行和户外社团的风景。</p>',
    ),
    images: [1, 2, 3, 4].map((n) => ({
      title: t(`Field trip ${n}`, `Sortie ${n}`, `野外考察 ${n}`),
      alt: t(
        `Hills and a bright sun seen on field trip ${n}`,
        `Collines et soleil lors de la sortie ${n}`,
        `第 ${n} 次考察看到的山丘与太阳`,
      ),
      caption: t('Outdoor club', 'Club de plein air', '户外社团'),
    })),
  },
  {
    key: 'design-studio-3d',
    type: 'embed',
    url: '/walkthrough/studio/',
    location: at('pemberton'),
    title: t('Design Studio in 3D', 'Atelier de design en 3D', '3D 设计工作室'),
    description: t(
      '<p>Walk through the design studio.</p>',
      "<p>Parcourez l'atelier de design.</p>",
      '<p>在设计工作室中漫步。</p>',
    ),
  },
  {
    key: 'robotics-lab-3d',
    type: 'embed',
    url: '/walkthrough/lab/',
    location: at('jarvis'),
    title: t('Robotics Lab in 3D', 'Laboratoire de robotique en 3D', '3D 机器人实验室'),
    description: t(
      '<p>Walk through the robotics lab.</p>',
      '<p>Parcourez le laboratoire de robotique.</p>',
      '<p>在机器人实验室中漫步。</p>',
    ),
  },
];

const tours: TenantDefinition['tours'] = [
  {
    key: 'campus-highlights',
    title: t('Campus Highlights', 'Incontournables du campus', '校园亮点'),
    description: t(
      '<p>The best of Northfield in seven stops.</p>',
      '<p>Le meilleur de Northfield en sept arrêts.</p>',
      '<p>七站领略 Northfield 精华。</p>',
    ),
    search_description: t('Campus highlights tour', 'Visite des incontournables', '校园亮点之旅'),
    scenes: [
      'main-quad',
      'library-lawn',
      'reading-room',
      'campus-art',
      'design-studio-3d',
      'arts-plaza',
      'art-gallery',
    ],
    splash_color: { hue: 0.57, saturation: 1, lightness: 0.16 },
    guide_audio: {
      file: `${SCHEMA}/audio/highlights.wav`,
      title: t('Campus highlights introduction', 'Présentation des incontournables', '校园亮点介绍'),
      duration: 10,
    },
    guide_audio_enabled: true,
    self_guided_enabled: true,
    tour_guide: {
      image: `${SCHEMA}/avatars/guide-alex.png`,
      alt: t('Alex, your student guide', 'Alex, votre guide étudiant', '学生向导 Alex'),
    },
    tour_guide_name: 'Alex',
    stops: [
      {
        key: 'stop-quad',
        title: t('Start at the Main Quad', 'Départ au quadrilatère', '从主广场出发'),
        scene: 'main-quad',
        description: t(
          'Meet your guide by the lamp posts.',
          'Retrouvez votre guide près des lampadaires.',
          '在路灯旁与向导会合。',
        ),
        coordinates: at('aldridge'),
      },
      {
        key: 'stop-library',
        title: t('Beaumont Library', 'Bibliothèque Beaumont', 'Beaumont 图书馆'),
        scene: 'reading-room',
        description: t('Step inside the reading room.', 'Entrez dans la salle de lecture.', '走进阅览室。'),
        coordinates: at('beaumont'),
      },
      {
        key: 'stop-arts',
        title: t('Arts Plaza', 'Place des arts', '艺术广场'),
        scene: 'arts-plaza',
        description: t('End among the studios.', 'Terminez parmi les ateliers.', '在工作室之间结束。'),
        coordinates: at('dunmore'),
      },
    ],
  },
  {
    key: 'science-and-engineering',
    title: t('Science and Engineering', 'Sciences et génie', '理工之旅'),
    description: t(
      '<p>Labs, lecture halls and the science court.</p>',
      '<p>Laboratoires, amphithéâtres et cour des sciences.</p>',
      '<p>实验室、报告厅和科学庭院。</p>',
    ),
    scenes: ['science-court', 'lecture-hall', 'chemistry-lab', 'robotics-lab-3d', 'main-quad', 'library-lawn'],
    self_guided_enabled: true,
    stops: [
      {
        key: 'stop-science-court',
        title: t('Science Court', 'Cour des sciences', '科学庭院'),
        scene: 'science-court',
        coordinates: at('carrington'),
      },
      {
        key: 'stop-chemistry',
        title: t('Chemistry Lab', 'Laboratoire de chimie', '化学实验室'),
        scene: 'chemistry-lab',
        coordinates: at('carrington'),
      },
    ],
  },
  {
    key: 'student-life',
    title: t('Student Life', 'Vie étudiante', '学生生活'),
    description: t(
      '<p>Where students live, eat and play.</p>',
      '<p>Là où les étudiants vivent, mangent et jouent.</p>',
      '<p>学生居住、用餐和运动的地方。</p>',
    ),
    scenes: ['residence-green', 'student-centre', 'dining-hall', 'student-life-photos', 'athletics-field', 'main-quad'],
  },
  {
    key: 'arts-and-culture',
    title: t('Arts and Culture', 'Arts et culture', '艺术与文化'),
    description: t(
      '<p>Studios, galleries and the library.</p>',
      '<p>Ateliers, galeries et bibliothèque.</p>',
      '<p>工作室、美术馆和图书馆。</p>',
    ),
    scenes: ['arts-plaza', 'art-gallery', 'campus-art', 'design-studio-3d', 'library-lawn', 'reading-room'],
  },
];

const video = { provider: 'youtube', code: 'aqz-KE-bpKQ', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' };
/** Generated offline (see the `video` media kind): plays without a network, unlike the YouTube entry. */
const panVideo = {
  provider: 'file',
  file: `${SCHEMA}/video/main-quad-pan.webm`,
  thumbnail: `${SCHEMA}/video/main-quad-pan-poster.jpg`,
};
const groups = [
  {
    key: 'explore',
    title: t('Explore Northfield', 'Explorer Northfield', '探索 Northfield'),
    search_description: t('All Northfield tours', 'Toutes les visites de Northfield', 'Northfield 全部导览'),
    image: { image: `${SCHEMA}/panoramas/main-quad.jpg`, background_position: '50% 50%' },
    tours: ['campus-highlights'],
    background_video: {
      ...panVideo,
      title: t('Northfield in two minutes', 'Northfield en deux minutes', '两分钟了解 Northfield'),
    },
    videos_text: t('Watch our campus videos', 'Regardez nos vidéos du campus', '观看校园视频'),
    videos: [
      { ...panVideo, title: t('A turn around the main quad', 'Un tour du quadrilatère principal', '环顾主广场') },
      { ...video, title: t('A day on campus', 'Une journée sur le campus', '校园一日') },
    ],
    video_auto: true,
    groups: [
      {
        key: 'academics',
        title: t('Academics', 'Études', '学术'),
        image: { image: `${SCHEMA}/panoramas/science-court.jpg` },
        tours: ['science-and-engineering'],
        groups: [
          {
            key: 'arts-humanities',
            title: t('Arts and Humanities', 'Arts et lettres', '人文艺术'),
            image: { image: `${SCHEMA}/panoramas/arts-plaza.jpg` },
            tours: ['arts-and-culture'],
          },
        ],
      },
      {
        key: 'campus-life',
        title: t('Campus Life', 'Vie sur le campus', '校园生活'),
        image: { image: `${SCHEMA}/panoramas/residence-green.jpg` },
        tours: ['student-life'],
      },
    ],
  },
  {
    key: 'plan-your-visit',
    title: t('Plan Your Visit', 'Planifiez votre visite', '规划参观'),
    image: { image: `${SCHEMA}/panoramas/library-lawn.jpg` },
    tours: ['campus-highlights', 'student-life'],
  },
];

const outdoorKeys = scenes.filter((s) => s.type === 'panorama' && s.kind === 'outdoor').map((s) => s.key);
const indoorKeys = scenes.filter((s) => s.type !== 'panorama' || s.kind === 'interior').map((s) => s.key);
const labels = [
  {
    key: 'where',
    name: t('Where', 'Où', '位置'),
    children: [
      { key: 'outdoors', name: t('Outdoors', 'Extérieur', '户外'), scenes: outdoorKeys },
      { key: 'indoors', name: t('Indoors', 'Intérieur', '室内'), scenes: indoorKeys },
    ],
  },
  {
    key: 'topics',
    name: t('Topics', 'Thèmes', '主题'),
    children: [
      { key: 'study', name: t('Study', 'Études', '学习'), scenes: ['reading-room', 'lecture-hall', 'library-lawn'] },
      {
        key: 'science',
        name: t('Science', 'Sciences', '科学'),
        scenes: ['science-court', 'chemistry-lab', 'robotics-lab-3d'],
      },
      {
        key: 'arts',
        name: t('Arts', 'Arts', '艺术'),
        scenes: ['arts-plaza', 'art-gallery', 'campus-art', 'design-studio-3d'],
      },
      {
        key: 'life',
        name: t('Campus life', 'Vie sur le campus', '校园生活'),
        scenes: ['residence-green', 'student-centre', 'dining-hall', 'athletics-field', 'student-life-photos'],
      },
    ],
  },
];

const categories = [
  { key: 'academic', name: t('Academic buildings', 'Pavillons d’enseignement', '教学楼'), icon: 'school' },
  { key: 'libraries', name: t('Libraries and study', 'Bibliothèques et études', '图书馆与自习'), icon: 'library' },
  { key: 'residences', name: t('Residences', 'Résidences', '宿舍'), icon: 'home' },
  { key: 'dining', name: t('Food and drink', 'Restauration', '餐饮'), icon: 'restaurant' },
  { key: 'athletics', name: t('Athletics', 'Sports', '体育'), icon: 'sport' },
  { key: 'health', name: t('Health', 'Santé', '健康'), icon: 'health' },
  { key: 'parking', name: t('Parking', 'Stationnement', '停车'), icon: 'parking' },
  { key: 'accessibility', name: t('Accessibility', 'Accessibilité', '无障碍'), icon: 'accessible' },
  { key: 'services', name: t('Services', 'Services', '服务'), icon: 'info' },
  { key: 'transit', name: t('Transit and bikes', 'Transport et vélos', '交通与自行车'), icon: 'bus' },
  { key: 'arts', name: t('Arts', 'Arts', '艺术'), icon: 'palette' },
  { key: 'research', name: t('Research', 'Recherche', '科研'), icon: 'science' },
];

const ctaTexts: CtaTexts = {
  welcomeName: t('Welcome notice', "Avis d'accueil", '欢迎公告'),
  welcomeTitle: t('Welcome to Northfield!', 'Bienvenue à Northfield!', '欢迎来到 Northfield！'),
  welcomeParagraph: t(
    '<p>Explore our campus in <strong>360°</strong>, step into labs in 3D and find your way with the campus map.</p>',
    '<p>Explorez notre campus en <strong>360°</strong>, entrez dans les laboratoires en 3D et orientez-vous avec la carte du campus.</p>',
    '<p>以 <strong>360°</strong> 全景探索校园，在 3D 中走进实验室，并用校园地图找到方向。</p>',
  ),
  welcomeImageAlt: t('Students on the main quad', 'Des étudiants sur le quadrilatère', '主广场上的学生'),
  welcomeVideoTitle: t('Northfield in two minutes', 'Northfield en deux minutes', '两分钟了解 Northfield'),
  welcomeButton: t('Book a campus visit', 'Réserver une visite', '预约参观'),
  welcomeLink: t('Visit our website', 'Visitez notre site', '访问我们的网站'),
  welcomeFixedButton: t('Apply now', 'Postuler maintenant', '立即申请'),
  profileName: t('Tell us about you', 'Parlez-nous de vous', '介绍一下您自己'),
  profileTitle: t('Before you start', 'Avant de commencer', '开始之前'),
  profileParagraph: t(
    '<p>Tell us a little about yourself to personalise your tour.</p>',
    '<p>Parlez-nous un peu de vous pour personnaliser votre visite.</p>',
    '<p>简单介绍一下自己，我们为您定制导览。</p>',
  ),
  newsletterName: t('Newsletter', 'Infolettre', '新闻通讯'),
  newsletterTitle: t('Stay in touch', 'Restons en contact', '保持联系'),
  newsletterParagraph: t(
    '<p>News from campus once a month.</p>',
    '<p>Des nouvelles du campus une fois par mois.</p>',
    '<p>每月一次的校园新闻。</p>',
  ),
  visitName: t('Campus visit', 'Visite du campus', '校园参观'),
  visitTitle: t('Book a campus visit', 'Réserver une visite du campus', '预约校园参观'),
  visitParagraph: t(
    '<p>Come and see us in person. We will confirm by email.</p>',
    '<p>Venez nous voir en personne. Nous confirmerons par courriel.</p>',
    '<p>欢迎亲临参观，我们将通过电子邮件确认。</p>',
  ),
  questionName: t('Ask a question', 'Poser une question', '提问'),
  questionTitle: t('Ask our students a question', 'Posez une question à nos étudiants', '向我们的学生提问'),
  brochureName: t('Brochure', 'Brochure', '宣传册'),
  brochureTitle: t('Get the printed brochure', 'Recevoir la brochure imprimée', '索取纸质宣传册'),
  finishedName: t('Tour complete', 'Visite terminée', '导览完成'),
  finishedTitle: t('Thanks for touring Northfield', "Merci d'avoir visité Northfield", '感谢您参观 Northfield'),
  finishedParagraph: t(
    '<p>You have seen the highlights. Come and see the rest in person!</p>',
    '<p>Vous avez vu l’essentiel. Venez voir le reste en personne!</p>',
    '<p>您已看过亮点，欢迎亲临参观其余部分！</p>',
  ),
  finishedButton: t('Plan a visit', 'Planifier une visite', '规划参观'),
  externalName: t('Apply online', 'Postuler en ligne', '在线申请'),
  externalText: t('Open the application site', 'Ouvrir le site de candidature', '打开申请网站'),
  submit: t('Submit', 'Envoyer', '提交'),
  send: t('Book my visit', 'Réserver ma visite', '预约参观'),
  success: t(
    'Thank you! We have received your answer.',
    'Merci! Nous avons bien reçu votre réponse.',
    '谢谢！我们已收到您的回复。',
  ),
  visitSuccess: t(
    'Thank you! Your visit request is booked; check your email.',
    'Merci! Votre demande de visite est enregistrée; consultez vos courriels.',
    '谢谢！您的参观预约已登记，请查收电子邮件。',
  ),
  error: t(
    'Something went wrong. Please check the form and try again.',
    'Un problème est survenu. Vérifiez le formulaire et réessayez.',
    '出现问题，请检查表单后重试。',
  ),
  fullName: t('Full name', 'Nom complet', '姓名'),
  fullNameHelp: t(
    'As on your ID. Privacy: https://northfield.example/privacy',
    'Tel qu’il figure sur votre pièce d’identité. Confidentialité : https://northfield.example/privacy',
    '与证件一致。隐私政策：https://northfield.example/privacy',
  ),
  email: t('Email', 'Courriel', '电子邮件'),
  emailHelp: t('We only use it to answer you.', 'Nous l’utilisons seulement pour vous répondre.', '仅用于回复您。'),
  phone: t('Phone', 'Téléphone', '电话'),
  groupSize: t('Number of visitors', 'Nombre de visiteurs', '参观人数'),
  message: t('Your message', 'Votre message', '留言'),
  visitDate: t('Preferred date', 'Date souhaitée', '希望日期'),
  visitDateHelp: t(
    'Tours run on weekdays, see https://northfield.example/visit',
    'Les visites ont lieu en semaine, voir https://northfield.example/visit',
    '参观在工作日进行，详见 https://northfield.example/visit',
  ),
  role: t('I am a', 'Je suis', '我是'),
  roles: [
    t('Prospective student', 'Futur étudiant', '准学生'),
    t('Parent', 'Parent', '家长'),
    t('Alumnus', 'Diplômé', '校友'),
  ],
  interests: t('Interests', 'Intérêts', '兴趣'),
  interestChoices: [t('Science', 'Sciences', '科学'), t('Arts', 'Arts', '艺术'), t('Sports', 'Sports', '体育')],
  time: t('Time of day', 'Moment de la journée', '时段'),
  times: [t('Morning', 'Matin', '上午'), t('Afternoon', 'Après-midi', '下午')],
  accessibility: t('I need step-free access', "J'ai besoin d'un accès sans marches", '我需要无障碍通道'),
  consent: t('I agree to be contacted', "J'accepte d'être contacté", '我同意被联系'),
  consentHelp: t(
    'Read our policy at https://northfield.example/privacy',
    'Lisez notre politique : https://northfield.example/privacy',
    '请阅读我们的政策：https://northfield.example/privacy',
  ),
  language: t('Language', 'Langue', '语言'),
};
const urls = {
  home: HOME,
  apply: `${HOME}/apply`,
  privacy: `${HOME}/privacy`,
  visit: `${HOME}/visit`,
  postRedirect: `/${SCHEMA}/map`,
  welcomeImage: `${SCHEMA}/places/aldridge.jpg`,
  video: { code: video.code, url: video.url },
};

export const northfield: TenantDefinition = {
  schema: SCHEMA,
  pack: {
    schema_name: SCHEMA,
    name: 'Northfield University',
    hosts: ['tours.northfield.example'],
    languages: [
      { language: 'en', name: 'English', name_local: 'English', default: true },
      { language: 'fr-ca', name: 'Canadian French', name_local: 'Français (Canada)' },
      { language: 'zh-hans', name: 'Simplified Chinese', name_local: '简体中文' },
    ],
    maps_settings: {
      style: null,
      center: [-79.3832, 43.6532],
      zoom: 16,
      campus_color: '#d6e4cf',
      buildings_color: '#a3322f',
      places: true,
      search_directory: true,
      outdoor_directions: true,
    },
    brand: {
      name: t('Northfield', 'Northfield', 'Northfield'),
      title: t(
        'Northfield University Virtual Tours',
        "Visites virtuelles de l'Université Northfield",
        'Northfield 大学虚拟导览',
      ),
      home_url: HOME,
      primary_color: '#00467f',
      logo: `${SCHEMA}/logo.png`,
      explore_tours: true,
      personalization: true,
      introduction: [
        {
          type: 'paragraph',
          value: t(
            '<p>Walk our campus from anywhere.</p>',
            '<p>Parcourez notre campus où que vous soyez.</p>',
            '<p>随时随地漫步我们的校园。</p>',
          ),
        },
      ],
      image: {
        image: `${SCHEMA}/panoramas/main-quad.jpg`,
        alt: t('The main quad', 'Le quadrilatère principal', '主广场'),
        background_position: '50% 45%',
      },
      image_small: {
        image: `${SCHEMA}/panoramas/main-quad.jpg`,
        alt: t('The main quad', 'Le quadrilatère principal', '主广场'),
      },
      search_description: t(
        'Virtual tours and campus map of Northfield University',
        "Visites virtuelles et carte du campus de l'Université Northfield",
        'Northfield 大学虚拟导览与校园地图',
      ),
      tour_guide: {
        image: `${SCHEMA}/avatars/guide-alex.png`,
        alt: t('Alex, your student guide', 'Alex, votre guide étudiant', '学生向导 Alex'),
      },
      tour_guide_name: 'Alex',
      policy_links: [{ text: t('Privacy', 'Confidentialité', '隐私'), url: `${HOME}/privacy` }],
      cookies_notice: [
        {
          paragraph: t(
            'We use cookies to remember your choices.',
            'Nous utilisons des témoins pour mémoriser vos choix.',
            '我们使用 Cookie 记住您的选择。',
          ),
          dismiss_text: t('OK', "D'accord", '好的'),
          cookie_name: 'northfield_cookies',
        },
      ],
      guide_audio: true,
      unit_system: 'metric',
      gallery_size: 'docked',
      gallery_theme: 'light',
    },
  },
  scenes,
  tours,
  groups,
  labels,
  ctas: buildCtas(ctaTexts, urls),
  forms: buildForms(ctaTexts, urls),
  categories,
  campus,
  media: [
    { name: 'logo.png', kind: 'logo', seed: 1, color: '#00467f', mark: 'tower' },
    ...(['video', 'video-poster'] as const).map((kind) => ({
      name: kind === 'video' ? 'video/main-quad-pan.webm' : 'video/main-quad-pan-poster.jpg',
      kind,
      scene: {
        kind: 'outdoor' as const,
        seed: 101,
        style: 'brick' as const,
        time: 'noon' as const,
        exits: [],
        paths: [],
      },
      seconds: 6,
      sweep: 60,
      description: 'Homepage video: a slow pan across the main quad',
    })),
    { name: 'avatars/guide-alex.png', kind: 'avatar', seed: 3 },
    {
      name: 'audio/welcome.wav',
      kind: 'audio',
      seed: 5,
      seconds: 8,
      description: 'Welcome chime and voice-like guide clip',
    },
    { name: 'audio/highlights.wav', kind: 'audio', seed: 6, seconds: 10, description: 'Tour introduction clip' },
  ],
};
