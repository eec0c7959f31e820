// Pictures for the stories, drawn inline: Storybook must work offline, without image files.

const COLOURS = ['#1659c7', '#0e7c66', '#b35900', '#8250df', '#c4314b', '#0b5394'] as const;

function dataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function colour(variant: number): string {
  return COLOURS[variant % COLOURS.length]!;
}

/** A 400 × 240 cover with a label (news, services). */
export function coverImage(label: string, variant = 0): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240">` +
      `<rect width="400" height="240" fill="${colour(variant)}"/>` +
      `<circle cx="330" cy="60" r="90" fill="#fff" opacity=".14"/>` +
      `<text x="32" y="136" font-family="sans-serif" font-size="30" fill="#fff">${label}</text></svg>`,
  );
}

/** A 1920 × 400 banner. */
export function bannerImage(label: string, variant = 0): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="400" viewBox="0 0 1920 400">` +
      `<rect width="1920" height="400" fill="${colour(variant)}"/>` +
      `<text x="360" y="200" font-family="sans-serif" font-size="64" fill="#fff">${label}</text></svg>`,
  );
}

/** A 160 × 160 portrait placeholder. */
export function portraitImage(initial: string, variant = 0): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
      `<rect width="160" height="160" fill="${colour(variant)}" opacity=".5"/>` +
      `<circle cx="80" cy="62" r="30" fill="#fff" opacity=".7"/>` +
      `<text x="122" y="131" font-family="sans-serif" font-size="24" fill="#fff">${initial}</text></svg>`,
  );
}

/** A 210 × 90 organisation logo. */
export function logoImage(title: string, variant = 0): string {
  return dataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="90" viewBox="0 0 210 90">` +
      `<rect width="210" height="90" rx="8" fill="#fff"/>` +
      `<circle cx="38" cy="45" r="20" fill="${colour(variant)}"/>` +
      `<text x="68" y="52" font-family="sans-serif" font-size="14" fill="#1f2328">${title}</text></svg>`,
  );
}
