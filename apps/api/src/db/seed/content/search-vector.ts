// The search vector of a seeded document as a tsvector literal: the same lexemes, weights and
// positions as searchVector() (modules/search/tokens.ts) computes with to_tsvector in SQL, built
// here from the same tokens. Parsing a literal costs the database a fraction of running the text
// parser over a thousand bodies (PGlite: ~10 s → well under 1 s at the default scale); the seed
// test checks both give the same vector.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SearchDocument } from '../../../modules/search/tokens.js';
import { searchTokens } from '../../../modules/search/tokens.js';

/** PostgreSQL's limits: the last position a lexeme may have, and positions kept per lexeme. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_LEXEME = 255;

type Part = { readonly tokens: readonly string[]; readonly weight: 'A' | 'B' | 'C' };

function tokensOf(parts: readonly (string | null | undefined)[]): string[] {
  return searchTokens(parts.filter(Boolean).join(' '));
}

/** The literal (`'高新':1A,3A '企业':2C …`) of setweight(to_tsvector(A), 'A') || … || (C). */
export function searchVectorLiteral(document: SearchDocument): string {
  const body = (document.body ?? []).map((part) => part?.replace(/<[^>]*>/g, ' '));
  const parts: Part[] = [
    { tokens: tokensOf([document.title]), weight: 'A' },
    { tokens: tokensOf(document.names ?? []), weight: 'B' },
    { tokens: tokensOf(body), weight: 'C' },
  ];
  const lexemes = new Map<string, string[]>();
  let shift = 0;
  for (const { tokens, weight } of parts) {
    // to_tsvector numbers a text's words from 1; || shifts the right vector by the left's
    // largest position.
    const positions = new Map<string, number[]>();
    tokens.forEach((token, index) => {
      const list = positions.get(token) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME) list.push(Math.min(index + 1, MAX_POSITION));
      positions.set(token, list);
    });
    let largest = 0;
    for (const [token, list] of positions) {
      const merged = lexemes.get(token) ?? [];
      for (const position of list) {
        largest = Math.max(largest, position);
        if (merged.length < MAX_POSITIONS_PER_LEXEME)
          merged.push(`${Math.min(position + shift, MAX_POSITION)}${weight}`);
      }
      lexemes.set(token, merged);
    }
    shift += largest;
  }
  return [...lexemes].map(([token, positions]) => `'${token}':${positions.join(',')}`).join(' ');
}

/** The value to store in a seeded row's search_vector column. */
export function seedSearchVector(document: SearchDocument): SQL {
  return sql`${searchVectorLiteral(document)}::tsvector`;
}
