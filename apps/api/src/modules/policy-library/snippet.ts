// The snippet of a result: plain text around the first place a keyword word occurs, so the list
// shows why a document matched; without a match (words found through their bigrams apart) the
// start of the text. The portal highlights the words in it; it never carries HTML.
const BEFORE = 30;
const LENGTH = 120;
const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Text of sanitized HTML: tags dropped, common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function snippetOf(texts: readonly string[], words: readonly string[]): string {
  const text = texts.map(plainText).filter(Boolean).join(' ');
  const lower = text.toLowerCase();
  const positions = words
    .map((word) => lower.indexOf(word.toLowerCase()))
    .filter((position) => position >= 0);
  const first = positions.length > 0 ? Math.min(...positions) : 0;
  const start = Math.max(0, first - BEFORE);
  const end = Math.min(text.length, start + LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}
