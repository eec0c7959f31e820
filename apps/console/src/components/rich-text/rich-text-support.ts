// What the rich-text editor can hold. TipTap keeps only what its extensions know, so a body with
// a table or a picture (the seed's declaration notices list their dates in a table) would lose
// them on the first keystroke; such a body opens in HTML source instead, where nothing is lost.

/** Tags the editor's extensions represent (StarterKit: paragraphs, h2/h3, marks, lists, quotes, links). */
const EDITABLE_TAGS = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
  'hr',
]);

/** The tags of `html` the editor would drop (table, img, h4 …), each once, in order of appearance. */
export function unsupportedTags(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)\b/g)) {
    const tag = match[1]!.toLowerCase();
    if (!EDITABLE_TAGS.has(tag)) found.add(tag);
  }
  return [...found];
}
