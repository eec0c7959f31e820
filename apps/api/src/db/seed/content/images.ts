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

/** A 400×240 cover: gradient, a motif and a short label (news, services). */
export function coverSvg(label: string, variant: number): string {
  const [dark, light] = PALETTES[variant % PALETTES.length]!;
  const motif = variant % 3;
  const shapes =
    motif === 0
      ? '<circle cx="330" cy="60" r="90" fill="#fff" opacity=".12"/><circle cx="60" cy="220" r="70" fill="#fff" opacity=".1"/>'
      : motif === 1
        ? '<path d="M0 190 L120 120 L220 170 L320 90 L400 130 L400 240 L0 240Z" fill="#fff" opacity=".15"/>'
        : '<rect x="250" y="-30" width="200" height="200" rx="30" transform="rotate(25 350 70)" fill="#fff" opacity=".12"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
    `<rect width="400" height="240" fill="url(#g)"/>${shapes}` +
    `<text x="32" y="136" ${FONT} font-size="30" font-weight="600" fill="#fff">${escapeXml(label)}</text></svg>`
  );
}

/** A 160×160 portrait placeholder with the family name (experts, talents). */
export function portraitSvg(familyName: string, gender: number, variant: number): string {
  const [dark, light] = PALETTES[(variant + gender) % PALETTES.length]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${light}"/><circle cx="80" cy="62" r="30" fill="#fff" opacity=".55"/>` +
    `<path d="M24 160 C30 112 130 112 136 160Z" fill="#fff" opacity=".55"/>` +
    `<circle cx="122" cy="122" r="26" fill="${dark}"/>` +
    `<text x="122" y="131" text-anchor="middle" ${FONT} font-size="24" fill="#fff">${escapeXml(familyName)}</text></svg>`
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
