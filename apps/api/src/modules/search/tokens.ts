// Chinese search without a Chinese parser (design §6): the app cuts text into tokens — overlapping
// character bigrams of every run of Chinese characters, whole words of Latin letters and digits —
// and stores them in a `simple` tsvector, so one GIN index and the same SQL serve PGlite (which has
// no zhparser) and PostgreSQL. A server with zhparser or pg_jieba swaps this one module.
import { sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';

/** Runs of Han characters; runs of Latin letters and digits (kept whole, lower-cased). */
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_RUN = /[\p{L}\p{N}]+/gu;
const HAN_CHAR = /\p{Script=Han}/u;

/** Longest text tokenized per weight: a tsvector holds at most 1 MB and 16 383 positions. */
const MAX_CHARS = 12_000;

/**
 * The tokens of a text, in order: `高新技术企业` → 高新 新技 技术 术企 企业; `ISO 9001` → iso 9001.
 * A lone Han character (a run of one) is its own token.
 */
export function searchTokens(text: string): string[] {
  const tokens: string[] = [];
  const source = text.slice(0, MAX_CHARS);
  for (const match of source.matchAll(WORD_RUN)) {
    const run = match[0];
    if (!HAN_CHAR.test(run)) {
      tokens.push(run.toLowerCase());
      continue;
    }
    // A mixed run (5G基站): Latin/digit parts whole, Han parts in bigrams.
    let rest = run;
    for (const han of run.matchAll(HAN_RUN)) {
      const [before] = rest.split(han[0], 1);
      if (before) tokens.push(before.toLowerCase());
      rest = rest.slice((before?.length ?? 0) + han[0].length);
      tokens.push(...bigrams(han[0]));
    }
    if (rest) tokens.push(rest.toLowerCase());
  }
  return tokens;
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  const pairs: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) {
    pairs.push(chars[index]! + chars[index + 1]!);
  }
  return pairs;
}

/** The text of a weight, joined and tokenized, as the `simple` configuration will read it. */
function tokenText(parts: readonly (string | null | undefined)[]): string {
  return searchTokens(parts.filter(Boolean).join(' ')).join(' ');
}

export interface SearchDocument {
  /** Weight A: the title. */
  readonly title: string;
  /** Weight B: numbers and names people search by (发文字号, 发文机关). */
  readonly names?: readonly (string | null | undefined)[];
  /** Weight C: summary and body (HTML tags are dropped here). */
  readonly body?: readonly (string | null | undefined)[];
}

/** The value to store in a search_vector column for a document. */
export function searchVector(document: SearchDocument): SQL {
  const body = (document.body ?? []).map((part) => part?.replace(/<[^>]*>/g, ' '));
  return sql`setweight(to_tsvector('simple', ${tokenText([document.title])}), 'A') || setweight(to_tsvector('simple', ${tokenText(document.names ?? [])}), 'B') || setweight(to_tsvector('simple', ${tokenText(body)}), 'C')`;
}

/**
 * The words of a keyword as a member typed them (split on spaces and punctuation), for the
 * portal's highlighting and the server's snippet.
 */
export function keywordWords(keyword: string): string[] {
  return [...keyword.matchAll(WORD_RUN)].map((match) => match[0]).slice(0, 8);
}

/**
 * The tsquery of a keyword: every word must match (AND), a Han word through all its bigrams. A
 * single Han character matches as a prefix (`高:*` finds 高新, 高校 …), so 1-character queries work.
 * Null when the keyword has no searchable character.
 */
export function searchQuery(keyword: string): SQL | null {
  const terms: string[] = [];
  for (const word of keywordWords(keyword)) {
    const tokens = searchTokens(word);
    if (tokens.length === 1 && [...tokens[0]!].length === 1) terms.push(`${quote(tokens[0]!)}:*`);
    else terms.push(...tokens.map(quote));
  }
  if (terms.length === 0) return null;
  return sql`to_tsquery('simple', ${[...new Set(terms)].join(' & ')})`;
}

/** A tsquery lexeme in quotes: tokens never hold quotes, but a backslash or quote is escaped anyway. */
function quote(token: string): string {
  return `'${token.replace(/['\\]/g, '')}'`;
}

/** `column @@ query`: uses the column's GIN index. */
export function matches(column: SQLWrapper, query: SQL): SQL {
  return sql`${column} @@ ${query}`;
}

/** Relevance: title matches (A) count ten times body matches (C). */
export function rank(column: SQLWrapper, query: SQL): SQL<number> {
  return sql<number>`ts_rank('{0.1, 0.2, 0.4, 1.0}', ${column}, ${query})`;
}
