// Illustrations of the demo's news covers and home banners, drawn as SVG at seed time: a scene
// per item (a skyline, a meeting hall, a factory, a laboratory, a business park) whose buildings,
// windows, people and light come from the item's own seed, so no two covers look alike. Outside
// testers took the former gradients with a label for placeholders (issue 25); a portal shows
// photographs there, and without network or image files these stand in for them.

export const SCENES = ['skyline', 'meeting', 'factory', 'lab', 'park'] as const;
export type Scene = (typeof SCENES)[number];

/** mulberry32: a small seeded generator, so a scene is the same for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Skies at several hours: morning blue, noon, dusk, a grey working day. */
const SKIES = [
  ['#9cc9f5', '#e8f3fd'],
  ['#6fa8dc', '#d5e8f7'],
  ['#f3b27a', '#fbe3c7'],
  ['#a9b8c8', '#e4e9ef'],
  ['#7fb7d9', '#f1f7fb'],
] as const;

const round = (value: number) => Math.round(value * 10) / 10;

interface Canvas {
  readonly width: number;
  readonly height: number;
  readonly next: () => number;
}

/** A value in [min, max) (unrounded: shares of the canvas are small fractions). */
const between = (canvas: Canvas, min: number, max: number) => min + canvas.next() * (max - min);

function sky(canvas: Canvas, id: string): string {
  const [top, bottom] = SKIES[Math.floor(canvas.next() * SKIES.length)]!;
  const sunX = round(between(canvas, canvas.width * 0.55, canvas.width * 0.9));
  const sunY = round(between(canvas, canvas.height * 0.12, canvas.height * 0.3));
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${canvas.width}" height="${canvas.height}" fill="url(#${id})"/>` +
    `<circle cx="${sunX}" cy="${sunY}" r="${round(canvas.height * 0.09)}" fill="#fff8e1" opacity=".85"/>`
  );
}

/** A row of towers with lit windows, standing on `base`. */
function towers(canvas: Canvas, base: number, tones: readonly string[], maxShare: number): string {
  let x = -10;
  let out = '';
  while (x < canvas.width) {
    const width = round(between(canvas, canvas.width * 0.05, canvas.width * 0.11));
    const height = between(canvas, canvas.height * 0.2, canvas.height * maxShare);
    const tone = tones[Math.floor(canvas.next() * tones.length)]!;
    out += `<rect x="${round(x)}" y="${round(base - height)}" width="${width}" height="${round(height)}" fill="${tone}"/>`;
    // Windows keep their size on a banner: more of them, not larger.
    const stepX = Math.max(9, canvas.width / 100);
    const stepY = Math.max(12, canvas.height / 20);
    for (let wy = base - height + 8; wy < base - 8; wy += stepY)
      for (let wx = x + 5; wx < x + width - 6; wx += stepX)
        if (canvas.next() < 0.45)
          out += `<rect x="${round(wx)}" y="${round(wy)}" width="4" height="6" fill="#fff" opacity=".55"/>`;
    x += width + between(canvas, 2, 10);
  }
  return out;
}

function skyline(canvas: Canvas): string {
  const ground = canvas.height * 0.82;
  return (
    sky(canvas, 's') +
    towers(canvas, ground, ['#9fb3c8', '#b7c7d6', '#8ea5bd'], 0.55) +
    towers(canvas, ground, ['#4f6d8a', '#3d5a78', '#5b7894', '#2f4b66'], 0.7) +
    `<rect y="${round(ground)}" width="${canvas.width}" height="${round(canvas.height - ground)}" fill="#5d7f6a"/>` +
    `<path d="M0 ${round(ground + 14)} H${canvas.width}" stroke="#d9e2ea" stroke-width="3" opacity=".7"/>`
  );
}

/** Heads and shoulders in rows, seen from behind: an audience. */
function audience(canvas: Canvas, from: number): string {
  let out = '';
  const tones = ['#2f3b4c', '#3f4d5f', '#52606f', '#6b5a4a', '#24303d'];
  for (let row = 0; row < 3; row += 1) {
    const y = from + row * canvas.height * 0.09;
    const size = canvas.height * (0.05 + row * 0.012);
    for (let x = size; x < canvas.width; x += size * 2.2 + canvas.next() * 6) {
      const tone = tones[Math.floor(canvas.next() * tones.length)]!;
      out +=
        `<ellipse cx="${round(x)}" cy="${round(y + size * 1.6)}" rx="${round(size * 1.1)}" ry="${round(size * 0.9)}" fill="${tone}"/>` +
        `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size * 0.6)}" fill="#1e2630"/>`;
    }
  }
  return out;
}

function meeting(canvas: Canvas): string {
  const { width, height } = canvas;
  const wall = ['#e9e2d6', '#dfe6ee', '#efe7dc'][Math.floor(canvas.next() * 3)]!;
  const screen = ['#1d4f91', '#1f6f8b', '#9b2c2c'][Math.floor(canvas.next() * 3)]!;
  const screenWidth = between(canvas, width * 0.45, width * 0.6);
  const screenX = round((width - screenWidth) / 2);
  let out =
    `<rect width="${width}" height="${height}" fill="${wall}"/>` +
    `<rect y="${round(height * 0.62)}" width="${width}" height="${round(height * 0.38)}" fill="#8a6f55"/>` +
    `<rect x="${screenX}" y="${round(height * 0.1)}" width="${round(screenWidth)}" height="${round(height * 0.32)}" rx="4" fill="${screen}"/>`;
  // The slide on the screen: a title bar and lines of text, without words.
  out += `<rect x="${round(screenX + screenWidth * 0.1)}" y="${round(height * 0.16)}" width="${round(screenWidth * 0.8)}" height="${round(height * 0.05)}" fill="#fff" opacity=".85"/>`;
  for (let line = 0; line < 3; line += 1)
    out += `<rect x="${round(screenX + screenWidth * 0.18)}" y="${round(height * (0.26 + line * 0.045))}" width="${round(screenWidth * between(canvas, 0.4, 0.64))}" height="${round(height * 0.018)}" fill="#fff" opacity=".5"/>`;
  out += `<rect x="${round(width * 0.12)}" y="${round(height * 0.46)}" width="${round(width * 0.76)}" height="${round(height * 0.08)}" fill="#6b1f1f"/>`;
  for (let seat = 0; seat < 6; seat += 1)
    out += `<circle cx="${round(width * (0.2 + seat * 0.12))}" cy="${round(height * 0.43)}" r="${round(height * 0.03)}" fill="#2a313b"/>`;
  return out + audience(canvas, height * 0.66);
}

function factory(canvas: Canvas): string {
  const { width, height } = canvas;
  const ground = height * 0.8;
  let out = sky(canvas, 'f');
  let x = between(canvas, 0, width * 0.05);
  while (x < width) {
    const bayWidth = between(canvas, width * 0.16, width * 0.26);
    const wallTop = ground - between(canvas, height * 0.22, height * 0.34);
    const tone = ['#c8ced6', '#b9c3cd', '#d5d9de'][Math.floor(canvas.next() * 3)]!;
    // A saw-tooth roof, then a band of windows.
    let roof = `M${round(x)} ${round(wallTop)}`;
    const teeth = 3;
    for (let tooth = 0; tooth < teeth; tooth += 1) {
      const start = x + (bayWidth / teeth) * tooth;
      roof += ` L${round(start + bayWidth / teeth)} ${round(wallTop - height * 0.07)} L${round(start + bayWidth / teeth)} ${round(wallTop)}`;
    }
    out += `<path d="${roof} L${round(x + bayWidth)} ${round(ground)} L${round(x)} ${round(ground)}Z" fill="${tone}"/>`;
    out += `<rect x="${round(x + bayWidth * 0.08)}" y="${round(wallTop + height * 0.06)}" width="${round(bayWidth * 0.84)}" height="${round(height * 0.05)}" fill="#5d7ea3" opacity=".8"/>`;
    if (canvas.next() < 0.5) {
      const chimneyX = x + bayWidth * 0.7;
      out +=
        `<rect x="${round(chimneyX)}" y="${round(wallTop - height * 0.3)}" width="${round(width * 0.018)}" height="${round(height * 0.3)}" fill="#8a949e"/>` +
        `<circle cx="${round(chimneyX + 6)}" cy="${round(wallTop - height * 0.36)}" r="${round(height * 0.05)}" fill="#fff" opacity=".6"/>`;
    }
    x += bayWidth + between(canvas, 4, 14);
  }
  return (
    out +
    `<rect y="${round(ground)}" width="${width}" height="${round(height - ground)}" fill="#7c8a78"/>` +
    `<circle cx="${round(width * 0.12)}" cy="${round(ground - height * 0.02)}" r="${round(height * 0.08)}" fill="#3f7a52"/>`
  );
}

function lab(canvas: Canvas): string {
  const { width, height } = canvas;
  let out =
    `<rect width="${width}" height="${height}" fill="#eef3f7"/>` +
    `<rect y="${round(height * 0.64)}" width="${width}" height="${round(height * 0.06)}" fill="#c5d0da"/>` +
    `<rect y="${round(height * 0.7)}" width="${width}" height="${round(height * 0.3)}" fill="#dce4ea"/>`;
  // Shelves with bottles, a window of light, glassware on the bench.
  out += `<rect x="${round(width * 0.06)}" y="${round(height * 0.1)}" width="${round(width * 0.3)}" height="${round(height * 0.36)}" fill="#cfe6f5"/>`;
  for (let shelf = 0; shelf < 2; shelf += 1) {
    const y = height * (0.22 + shelf * 0.16);
    out += `<rect x="${round(width * 0.45)}" y="${round(y)}" width="${round(width * 0.48)}" height="3" fill="#9aa8b4"/>`;
    for (let bx = width * 0.47; bx < width * 0.9; bx += width * between(canvas, 0.03, 0.05)) {
      const bottle = height * between(canvas, 0.05, 0.09);
      const tone = ['#7fb3d5', '#a3d9b1', '#f5c16c', '#c39bd3'][Math.floor(canvas.next() * 4)]!;
      out += `<rect x="${round(bx)}" y="${round(y - bottle)}" width="${round(width * 0.018)}" height="${round(bottle)}" rx="2" fill="${tone}"/>`;
    }
  }
  for (let flask = 0; flask < 4; flask += 1) {
    const cx = width * (0.15 + flask * 0.2 + canvas.next() * 0.05);
    const size = height * between(canvas, 0.08, 0.12);
    const tone = ['#4aa3df', '#58b368', '#e58e26', '#9b59b6'][flask]!;
    const base = height * 0.64;
    out +=
      `<path d="M${round(cx - size * 0.15)} ${round(base - size * 1.6)} V${round(base - size)} L${round(cx - size * 0.7)} ${round(base)} H${round(cx + size * 0.7)} L${round(cx + size * 0.15)} ${round(base - size)} V${round(base - size * 1.6)}Z" fill="#fff" stroke="#9fb1c1" stroke-width="2"/>` +
      `<path d="M${round(cx - size * 0.45)} ${round(base - size * 0.4)} L${round(cx - size * 0.7)} ${round(base)} H${round(cx + size * 0.7)} L${round(cx + size * 0.45)} ${round(base - size * 0.4)}Z" fill="${tone}" opacity=".75"/>`;
  }
  return out;
}

function park(canvas: Canvas): string {
  const { width, height } = canvas;
  const ground = height * 0.74;
  let out = sky(canvas, 'p');
  // Glass office blocks, a lawn, a lake and trees.
  let x = width * between(canvas, 0.02, 0.1);
  while (x < width * 0.95) {
    const blockWidth = between(canvas, width * 0.1, width * 0.18);
    const blockHeight = between(canvas, height * 0.25, height * 0.45);
    const glass = ['#6e9cc4', '#7fb0c9', '#5f8bb0'][Math.floor(canvas.next() * 3)]!;
    out += `<rect x="${round(x)}" y="${round(ground - blockHeight)}" width="${round(blockWidth)}" height="${round(blockHeight)}" fill="${glass}"/>`;
    for (let band = ground - blockHeight + 10; band < ground; band += 14)
      out += `<rect x="${round(x)}" y="${round(band)}" width="${round(blockWidth)}" height="2" fill="#fff" opacity=".35"/>`;
    x += blockWidth + between(canvas, width * 0.04, width * 0.1);
  }
  out += `<rect y="${round(ground)}" width="${width}" height="${round(height - ground)}" fill="#8fbf7f"/>`;
  out += `<ellipse cx="${round(width * between(canvas, 0.3, 0.7))}" cy="${round(height * 0.9)}" rx="${round(width * 0.25)}" ry="${round(height * 0.06)}" fill="#6fa8dc" opacity=".85"/>`;
  for (let tree = 0; tree < 7; tree += 1) {
    const tx = width * (0.05 + tree * 0.14 + canvas.next() * 0.04);
    const size = height * between(canvas, 0.06, 0.1);
    out +=
      `<rect x="${round(tx - 2)}" y="${round(ground - size * 0.2)}" width="4" height="${round(size * 0.6)}" fill="#6b4f2f"/>` +
      `<circle cx="${round(tx)}" cy="${round(ground - size * 0.6)}" r="${round(size * 0.7)}" fill="#3f8f4f"/>`;
  }
  return out;
}

const DRAW: Readonly<Record<Scene, (canvas: Canvas) => string>> = {
  skyline,
  meeting,
  factory,
  lab,
  park,
};

/** A scene of `width` × `height`, the same for the same seed. */
export function sceneSvg(scene: Scene, seed: number, width = 400, height = 240): string {
  const canvas: Canvas = { width, height, next: random(seed * 2654435761) };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    DRAW[scene](canvas) +
    `</svg>`
  );
}
