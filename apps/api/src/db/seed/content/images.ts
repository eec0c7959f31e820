// Pictures of the demo content, drawn as SVG at seed time (no network, no image files to ship)
// and stored once per distinct picture in generated_images.
import type { Db } from '../../client.js';
import { generatedImages } from '../../schema/index.js';
import { generatedImageName, generatedImageUrl } from '../../../modules/media/service.js';

const PALETTES = [
  ['#1f6feb', '#58a6ff'],
  ['#0e7c66', '#3fc1a5'],
  ['#b35900', '#f0a045'],
  ['#8250df', '#c297ff'],
  ['#c4314b', '#f47c8c'],
  ['#0b5394', '#6fa8dc'],
  ['#38761d', '#93c47d'],
  ['#7f6000', '#e0b84c'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const FONT = "font-family=\"'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif\"";

/**
 * What a service of each type is about, drawn as a flat illustration centred on (200, 120) in
 * the type's `ink` on white: the card prints the name under the picture, so the picture carries
 * no text of its own. An unknown type gets the briefcase.
 */
const SERVICE_PICTURES: Record<string, (ink: string, accent: string) => string> = {
  // A certificate with its seal and ribbon.
  知识产权: (ink, accent) =>
    `<rect x="140" y="52" width="120" height="140" rx="8" fill="#fff"/>` +
    `<rect x="158" y="74" width="84" height="8" rx="4" fill="${ink}" opacity=".8"/>` +
    `<rect x="158" y="94" width="64" height="6" rx="3" fill="${ink}" opacity=".35"/>` +
    `<rect x="158" y="108" width="72" height="6" rx="3" fill="${ink}" opacity=".35"/>` +
    `<rect x="158" y="122" width="52" height="6" rx="3" fill="${ink}" opacity=".35"/>` +
    `<path d="M222 160 L214 196 L228 188 L240 198 L238 160Z" fill="${accent}"/>` +
    `<circle cx="230" cy="156" r="20" fill="${accent}"/><circle cx="230" cy="156" r="12" fill="none" stroke="#fff" stroke-width="3"/>`,
  // A calculator beside a receipt.
  财税服务: (ink, accent) =>
    `<path d="M128 60 H204 V184 L194 176 L184 184 L174 176 L164 184 L154 176 L144 184 L128 176Z" fill="#fff"/>` +
    `<rect x="140" y="78" width="50" height="6" rx="3" fill="${ink}" opacity=".4"/>` +
    `<rect x="140" y="94" width="38" height="6" rx="3" fill="${ink}" opacity=".4"/>` +
    `<rect x="140" y="110" width="44" height="6" rx="3" fill="${ink}" opacity=".4"/>` +
    `<rect x="140" y="140" width="50" height="8" rx="4" fill="${accent}"/>` +
    `<rect x="214" y="70" width="72" height="110" rx="10" fill="${ink}"/>` +
    `<rect x="224" y="80" width="52" height="22" rx="4" fill="#fff" opacity=".9"/>` +
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map(
          (col) =>
            `<rect x="${226 + col * 17}" y="${112 + row * 20}" width="12" height="12" rx="3" fill="${row === 2 && col === 2 ? accent : '#fff'}" opacity="${row === 2 && col === 2 ? 1 : 0.7}"/>`,
        ),
      )
      .join(''),
  // Scales of justice.
  法律服务: (ink, accent) =>
    `<rect x="196" y="62" width="8" height="116" rx="4" fill="#fff"/>` +
    `<rect x="170" y="176" width="60" height="12" rx="6" fill="#fff"/>` +
    `<circle cx="200" cy="60" r="9" fill="${accent}"/>` +
    `<rect x="128" y="74" width="144" height="6" rx="3" fill="#fff"/>` +
    `<path d="M140 80 L120 132 M140 80 L160 132 M260 80 L240 132 M260 80 L280 132" stroke="#fff" stroke-width="2.5"/>` +
    `<path d="M112 132 H168 A28 18 0 0 1 112 132Z" fill="${ink}"/>` +
    `<path d="M232 132 H288 A28 18 0 0 1 232 132Z" fill="${ink}"/>`,
  // Three colleagues, the middle one in front.
  人力资源: (ink, accent) =>
    `<circle cx="150" cy="96" r="20" fill="#fff" opacity=".8"/><path d="M116 170 C118 130 182 130 184 170Z" fill="#fff" opacity=".8"/>` +
    `<circle cx="250" cy="96" r="20" fill="#fff" opacity=".8"/><path d="M216 170 C218 130 282 130 284 170Z" fill="#fff" opacity=".8"/>` +
    `<circle cx="200" cy="88" r="26" fill="#fff"/><path d="M154 184 C158 128 242 128 246 184Z" fill="${ink}"/>` +
    `<path d="M194 138 L200 168 L206 138Z" fill="${accent}"/>`,
  // Bars that rise, a trend line and a coin.
  科技金融: (ink, accent) =>
    `<rect x="120" y="186" width="168" height="4" rx="2" fill="#fff"/>` +
    `<rect x="132" y="140" width="26" height="46" rx="4" fill="#fff" opacity=".75"/>` +
    `<rect x="170" y="116" width="26" height="70" rx="4" fill="#fff" opacity=".85"/>` +
    `<rect x="208" y="88" width="26" height="98" rx="4" fill="#fff"/>` +
    `<path d="M132 128 L180 100 L214 110 L262 64" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M246 62 L264 62 L264 80" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="266" cy="152" r="24" fill="${accent}"/><text x="266" y="161" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff">¥</text>`,
  // A flask under a magnifier.
  检验检测: (ink, accent) =>
    `<path d="M168 62 H204 M176 62 V104 L138 170 C132 182 140 190 152 190 H220 C232 190 240 182 234 170 L196 104 V62" fill="#fff" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M153 150 H219 L232 172 C236 180 230 184 222 184 H150 C142 184 136 180 140 172Z" fill="${accent}"/>` +
    `<circle cx="174" cy="166" r="5" fill="#fff" opacity=".8"/><circle cx="196" cy="160" r="3" fill="#fff" opacity=".8"/>` +
    `<circle cx="252" cy="104" r="30" fill="none" stroke="${ink}" stroke-width="9"/>` +
    `<path d="M274 126 L298 150" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
};

const BRIEFCASE = (ink: string, accent: string) =>
  `<rect x="176" y="70" width="48" height="26" rx="8" fill="none" stroke="#fff" stroke-width="8"/>` +
  `<rect x="136" y="92" width="128" height="90" rx="10" fill="#fff"/>` +
  `<rect x="136" y="124" width="128" height="8" fill="${ink}" opacity=".3"/>` +
  `<rect x="190" y="118" width="20" height="20" rx="4" fill="${accent}"/>`;

/**
 * A 400×240 cover for a service: its type's illustration on a soft gradient of one of the
 * palettes, with background shapes placed by `variant`, so the ten services of a type are
 * alike in subject and differ in look.
 */
export function serviceCoverSvg(type: string, variant: number): string {
  const [dark, light] = PALETTES[variant % PALETTES.length]!;
  const accent = PALETTES[(variant + 3) % PALETTES.length]![1];
  const motif = variant % 3;
  const shapes =
    motif === 0
      ? '<circle cx="350" cy="40" r="90" fill="#fff" opacity=".14"/><circle cx="40" cy="220" r="70" fill="#fff" opacity=".12"/>'
      : motif === 1
        ? '<path d="M0 200 L110 150 L210 190 L310 120 L400 160 L400 240 L0 240Z" fill="#fff" opacity=".14"/>'
        : '<rect x="280" y="-40" width="200" height="200" rx="30" transform="rotate(25 380 60)" fill="#fff" opacity=".14"/><circle cx="60" cy="50" r="36" fill="#fff" opacity=".12"/>';
  const picture = (SERVICE_PICTURES[type] ?? BRIEFCASE)(dark, accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="400" height="240" fill="url(#g)"/>${shapes}` +
    `<g data-picture="${escapeXml(SERVICE_PICTURES[type] ? type : '其他')}">${picture}</g></svg>`
  );
}

const SKIN = ['#f5d0b0', '#eec29c', '#e3b58f', '#f8dcc4'] as const;
const HAIR = ['#1f1a17', '#2e2420', '#3b2b22', '#141414'] as const;

/** Hair drawn behind the face (long hair) and over it (the fringe), by gender and style. */
function hairOf(female: boolean, style: number, colour: string): { back: string; front: string } {
  if (female) {
    return style % 2 === 0
      ? {
          // Shoulder-length, parted at the side.
          back: `<path d="M46 60 C40 20 120 20 114 60 L122 120 C110 126 98 122 94 114 L66 114 C62 122 50 126 38 120Z" fill="${colour}"/>`,
          front: `<path d="M47 74 C40 10 120 10 113 74 C108 58 98 46 84 44 C76 54 62 60 47 74Z" fill="${colour}"/>`,
        }
      : {
          // Tied back: a bun above, the forehead clear.
          back: `<circle cx="80" cy="22" r="14" fill="${colour}"/>`,
          front: `<path d="M48 68 C44 12 116 12 112 68 C106 54 94 46 80 46 C66 46 54 54 48 68Z" fill="${colour}"/>`,
        };
  }
  return style % 2 === 0
    ? {
        back: '',
        // Short, combed to one side.
        front: `<path d="M47 72 C42 10 118 10 113 72 C110 60 104 52 96 50 C84 56 66 56 54 54 C50 60 48 66 47 72Z" fill="${colour}"/>`,
      }
    : {
        back: '',
        // Cropped close.
        front: `<path d="M49 66 C46 14 114 14 111 66 C104 54 94 48 80 48 C66 48 56 54 49 66Z" fill="${colour}"/>`,
      };
}

/**
 * A 160×160 portrait (experts, talents): a flat drawing of a person in a shirt and jacket of one
 * palette, skin, hair and clothes varied by `variant` and the name, so neighbours on a page differ.
 * The card prints the name beside it; the picture carries no text.
 */
export function portraitSvg(familyName: string, gender: number, variant: number): string {
  const seed = hueOf(familyName) + variant;
  const [dark, light] = PALETTES[(variant + gender) % PALETTES.length]!;
  const skin = SKIN[seed % SKIN.length]!;
  const hair = hairOf(gender === 2, Math.floor(seed / 4), HAIR[seed % HAIR.length]!);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${light}" opacity=".35"/><rect width="160" height="160" fill="#fff" opacity=".35"/>` +
    `<circle cx="80" cy="76" r="62" fill="${light}" opacity=".45"/>` +
    hair.back +
    // Shoulders in a jacket, a white collar and the neck.
    `<path d="M18 160 C22 124 46 110 80 110 C114 110 138 124 142 160Z" fill="${dark}"/>` +
    `<path d="M66 110 L80 134 L94 110Z" fill="#fff"/>` +
    `<rect x="71" y="92" width="18" height="22" rx="6" fill="${skin}"/>` +
    // The face: ears, eyes, brows and a smile.
    `<ellipse cx="50" cy="72" rx="5" ry="8" fill="${skin}"/><ellipse cx="110" cy="72" rx="5" ry="8" fill="${skin}"/>` +
    `<ellipse cx="80" cy="70" rx="29" ry="33" fill="${skin}"/>` +
    `<circle cx="69" cy="72" r="3" fill="#2b2b2b"/><circle cx="91" cy="72" r="3" fill="#2b2b2b"/>` +
    `<path d="M63 63 Q69 60 75 63 M85 63 Q91 60 97 63" stroke="#3a2a22" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    `<path d="M72 87 Q80 93 88 87" stroke="#b5524a" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    hair.front +
    `</svg>`
  );
}

/** The emblem's outline, 44 px across, centred on (38, 45): five shapes so neighbours differ. */
const EMBLEM_SHAPES = [
  (fill: string) => `<circle cx="38" cy="45" r="22" fill="${fill}"/>`,
  (fill: string) => `<rect x="16" y="23" width="44" height="44" rx="10" fill="${fill}"/>`,
  (fill: string) => `<path d="M38 22 L58 33.5 L58 56.5 L38 68 L18 56.5 L18 33.5Z" fill="${fill}"/>`,
  (fill: string) =>
    `<path d="M17 25 H59 V45 C59 58 49 65 38 69 C27 65 17 58 17 45Z" fill="${fill}"/>`,
  (fill: string) =>
    `<rect x="22" y="29" width="32" height="32" rx="6" transform="rotate(45 38 45)" fill="${fill}"/>`,
] as const;

/** A hue of the name's own (FNV-1a over its characters), so a partner keeps its colour wherever it is listed. */
function hueOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}

/**
 * A 210×90 badge for the service-system strip (its item width is 210, contract §9): the partner's emblem
 * (its short name `mark` in white on a shape and colour of its own), then its full name.
 */
export function logoSvg(title: string, mark: string, variant: number): string {
  const hue = hueOf(title);
  const fill = `hsl(${hue}, 62%, 38%)`;
  const frame = `hsl(${hue}, 55%, 78%)`;
  const shape = EMBLEM_SHAPES[variant % EMBLEM_SHAPES.length]!;
  const markSize = [...mark].length > 2 ? 11 : 15;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="90" viewBox="0 0 210 90">` +
    `<rect width="210" height="90" rx="8" fill="#fff" stroke="${frame}" stroke-width="2"/>` +
    `<g data-emblem="${escapeXml(mark)}">${shape(fill)}` +
    `<text x="38" y="${45 + markSize * 0.36}" text-anchor="middle" ${FONT} font-size="${markSize}" font-weight="700" fill="#fff">${escapeXml(mark)}</text></g>` +
    logoTitle(title) +
    `</svg>`
  );
}

/** Room right of the emblem (x 68–188, a margin inside the 210 frame): a longer name takes two lines, never cut off. */
const LOGO_TEXT_WIDTH = 120;

function logoTitle(title: string): string {
  const chars = [...title];
  if (chars.length * 16 <= LOGO_TEXT_WIDTH) {
    return `<text x="68" y="51" ${FONT} font-size="16" fill="#1f2328">${escapeXml(title)}</text>`;
  }
  const perLine = Math.ceil(chars.length / 2);
  const fontSize = Math.min(15, Math.floor(LOGO_TEXT_WIDTH / perLine));
  const lines = [chars.slice(0, perLine).join(''), chars.slice(perLine).join('')];
  return (
    `<text x="68" ${FONT} font-size="${fontSize}" fill="#1f2328">` +
    lines
      .map(
        (line, index) =>
          `<tspan x="68" y="${index === 0 ? 42 : 42 + fontSize + 5}">${escapeXml(line)}</tspan>`,
      )
      .join('') +
    `</text>`
  );
}

/** Collects the pictures a seed run draws; written in one go by `save`. */
export class ImageStore {
  private readonly pending = new Map<string, string>();

  /** Registers the SVG and answers its address. */
  add(kind: string, svg: string): string {
    const name = generatedImageName(kind, svg);
    this.pending.set(name, svg);
    return generatedImageUrl(name);
  }

  /** Stored as made at `now`, the seed's moment, like the rest of the demo. */
  async save(db: Db, now: Date): Promise<void> {
    const rows = [...this.pending].map(([name, body]) => ({ name, body, createdAt: now }));
    this.pending.clear();
    if (rows.length === 0) return;
    // A picture another run already stored keeps its row (same name, same bytes).
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insert(generatedImages)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing();
    }
  }
}
