// Which parts of a text a keyword search matched. The server tokenizes Chinese as overlapping
// character bigrams (design §6), so a result for 高新技术 may hold the whole phrase or only some of
// its bigrams (高新 … 技术) apart: both must light up, or a result looks like it matched nothing.

const HAN = /\p{Script=Han}/u;

/** The terms of a keyword: its words, longest first, then the bigrams of its longer Han runs. */
export function highlightTerms(keyword: string): string[] {
  const words = keyword
    .trim()
    .split(/\s+/u)
    .filter((word) => word.length > 0);
  const terms = new Set<string>(words);
  for (const word of words) {
    const chars = Array.from(word);
    if (chars.length <= 2) continue;
    for (let index = 0; index + 1 < chars.length; index += 1) {
      const pair = chars[index]! + chars[index + 1]!;
      if (HAN.test(pair[0]!) && HAN.test(pair.at(-1)!)) terms.add(pair);
    }
  }
  return [...terms].sort((a, b) => b.length - a.length);
}

export interface HighlightPart {
  text: string;
  matched: boolean;
}

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text cut into matched and unmatched parts (case-insensitive; the longest term wins). */
export function highlightParts(text: string, keyword: string): HighlightPart[] {
  const terms = highlightTerms(keyword);
  if (terms.length === 0 || text.length === 0) return [{ text, matched: false }];
  const pattern = new RegExp(`(${terms.map(escape).join('|')})`, 'giu');
  const parts: HighlightPart[] = [];
  for (const [index, piece] of text.split(pattern).entries()) {
    if (piece.length === 0) continue;
    // split() with one capture group puts the matches at the odd indexes.
    const matched = index % 2 === 1;
    const last = parts.at(-1);
    // 高新 then 新技 overlap in 高新技术 only as bigrams; adjacent marks merge into one.
    if (last && last.matched === matched) last.text += piece;
    else parts.push({ text: piece, matched });
  }
  return parts;
}
