// policy_search (design §6 "Chinese search"): the filters as one WHERE over `policies`, the
// keyword through the GIN-indexed search_vector (`@@`, app-side bigrams), ranked title-first and
// then by date; a page of results with each document's open calls, nearest deadline and a
// snippet. When a keyword finds nothing, pg_trgm's word similarity on titles offers suggestions.
import type { PolicyResult } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { and, asc, desc, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import { keywordWords, rank } from '../search/tokens.js';
import type { PagedAnswer, PageRequest } from '../shared/paging.js';
import type { ParsedFilters } from './filters.js';
import { ensureFilterDay } from './filter-tokens.js';
import { keywordQuery, policyWhere } from './filters.js';
import { snippetOf } from './snippet.js';
import { validityOf } from './validity.js';
import { acceptingCondition } from './window.js';

/** How similar (pg_trgm word_similarity) a title must be to the keyword to be suggested. */
const SUGGESTION_THRESHOLD = 0.3;
const SUGGESTIONS = 5;

export interface SearchAnswer extends PagedAnswer<PolicyResult> {
  /** Titles close to a keyword that found nothing (pg_trgm); absent otherwise. */
  readonly suggestions?: { id: number; title: string }[];
  /** More documents match than COUNT_CAP: total is the cap. */
  readonly total_capped?: boolean;
}

/** ORDER BY of a sort; relevance without a keyword is newest. */
export function policyOrder(filters: ParsedFilters): SQL[] {
  const newest = newestOrder();
  const query = keywordQuery(filters);
  switch (filters.sort) {
    case 'relevance':
      return query ? [desc(rank(policies.searchVector, query)), ...newest] : newest;
    case 'deadline':
      // Spelled as policies_deadline_idx is built (see newestOrder).
      return [sql`${policies.nextDeadline} asc nulls last`, ...newest];
    case 'ceiling':
      return [sql`${policies.supportCeiling} desc nulls last`, ...newest];
    case 'newest':
      return newest;
  }
}

/** The columns a result (and an export row) is made of. */
export const resultColumns = {
  id: policies.id,
  title: policies.title,
  documentNumber: policies.documentNumber,
  issuingUnit: policies.issuingUnit,
  level: policies.level,
  region: policies.region,
  publishedOn: policies.publishedOn,
  validity: policies.validity,
  validUntil: policies.validUntil,
  themes: policies.themes,
  supportCeiling: policies.supportCeiling,
};

/**
 * Relevance ranks the newest RELEVANCE_CANDIDATES matches: a common 2-character word (补助) matches most
 * of 100 000 documents, and ranking them all costs a second; the newest 200 are read
 * through the published_on index, stop early, and rank in a few milliseconds. Results past them
 * follow, newest first. A rare word's matches (fewer than this) are all ranked.
 */
export const RELEVANCE_CANDIDATES = 200;
/** Totals stop counting here (shown as 1000+): counting 80 000 matches of a common word costs more than a page. */
export const COUNT_CAP = 1_000;

export async function searchPolicies(
  db: Db,
  filters: ParsedFilters & PageRequest,
  today: string,
): Promise<SearchAnswer> {
  await ensureFilterDay(db, today);
  const where = policyWhere(filters);
  const words = filters.keyword ? keywordWords(filters.keyword) : [];
  const query = keywordQuery(filters);
  const columns = { ...resultColumns, summary: policies.summary, body: policies.body };
  const ordered = (on: Db, order: SQL[], limit: number, offset: number) =>
    on
      .select(columns)
      .from(policies)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
  const pageRows = async (on: Db, limit: number, offset: number) => {
    if (!(query && filters.sort === 'relevance')) {
      return ordered(on, policyOrder(filters), limit, offset);
    }
    const ranked =
      offset < RELEVANCE_CANDIDATES
        ? await rankedPage(on, where, query, Math.min(limit, RELEVANCE_CANDIDATES - offset), offset)
        : [];
    const rest =
      offset + limit > RELEVANCE_CANDIDATES
        ? await ordered(
            on,
            newestOrder(),
            limit - ranked.length,
            Math.max(offset, RELEVANCE_CANDIDATES),
          )
        : [];
    return [...ranked, ...rest];
  };
  const offset = (filters.page - 1) * filters.pageSize;
  let counted: number;
  let rows: Awaited<ReturnType<typeof pageRows>>;
  if (query && filters.sort !== 'ceiling') {
    // A keyword's plan depends on how many documents it matches, which the planner misjudges for
    // Chinese: a word's bigrams are counted as independent (专精 & 精特 & 特新: 791 estimated,
    // 20 000 real at --scale 100). Misjudged one way, it reads and sorts every match through the
    // GIN index (56 ms) where walking the sort's own index (published_on; next_deadline) would stop
    // after a page (2 ms); the other way, it walks that index through the whole table looking for
    // matches that are rare or none (杭州 研发补助 at 市级/区县级: 0 matches, 456 ms). The count,
    // through the GIN index, says which: past the cap the matches are dense and the page walks
    // the sort's index; below it, the page reads them all through the GIN index and sorts them.
    counted = await countUpTo(db, where, COUNT_CAP + 1);
    const dense = counted > COUNT_CAP;
    rows = await db.transaction(async (tx) => {
      if (dense) {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
      } else {
        await tx.execute(sql`set local enable_indexscan = off`);
      }
      return pageRows(tx, filters.pageSize, offset);
    });
  } else {
    // The count and the page at once: on PostgreSQL they run on two pooled connections (the
    // answer waits for the slower, not for both); PGlite runs them one after the other anyway.
    [counted, rows] = await Promise.all([
      countUpTo(db, where, COUNT_CAP + 1),
      pageRows(db, filters.pageSize, offset),
    ]);
  }
  const capped = counted > COUNT_CAP;
  const total = Math.min(counted, COUNT_CAP);
  // A page past the end is empty with the real total (the pager is still drawn).
  const shown = offset < total ? rows : [];
  const calls = await callSummaries(
    db,
    shown.map((row) => row.id),
    today,
  );
  const answer: SearchAnswer = {
    list: shown.map((row) => ({
      id: row.id,
      title: row.title,
      document_number: row.documentNumber,
      issuing_unit: row.issuingUnit,
      level: row.level as PolicyLevel,
      region: row.region,
      published_on: row.publishedOn,
      ...validityOf(row.validity, row.validUntil, today),
      themes: row.themes,
      support_ceiling: row.supportCeiling,
      open_calls: calls.get(row.id)?.open ?? 0,
      next_deadline: calls.get(row.id)?.deadline ?? null,
      snippet: snippetOf([row.summary, row.body], words),
      highlight: words,
    })),
    total,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  const withCap = capped ? { ...answer, total_capped: true } : answer;
  if (answer.total > 0 || words.length === 0) return withCap;
  return { ...withCap, suggestions: await suggestTitles(db, filters.keyword!) };
}

/**
 * Newest first, spelled as the indexes are built (drizzle's `.desc()` in an index is DESC NULLS
 * LAST, while ORDER BY … DESC means NULLS FIRST): only the same spelling lets the planner read
 * policies_published_idx and stop after a page instead of sorting every match — 842 ms → 33 ms
 * for the 500 newest matches of a common word at 100 000 documents (EXPLAIN ANALYZE, PostgreSQL).
 */
function newestOrder(): SQL[] {
  return [sql`${policies.publishedOn} desc nulls last`, sql`${policies.id} desc nulls last`];
}

/** How many rows match, counting no further than `limit`. */
async function countUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const matching = db
    .select({ id: policies.id })
    .from(policies)
    .where(where)
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  return row?.n ?? 0;
}

/** A page of the newest RELEVANCE_CANDIDATES matches, by rank (title first), then newest. */
function rankedPage(db: Db, where: SQL, query: SQL, limit: number, offset: number) {
  const candidates = db
    .select({ id: policies.id })
    .from(policies)
    .where(where)
    .orderBy(...newestOrder())
    .limit(RELEVANCE_CANDIDATES);
  return db
    .select({ ...resultColumns, summary: policies.summary, body: policies.body })
    .from(policies)
    .where(inArray(policies.id, candidates))
    .orderBy(desc(rank(policies.searchVector, query)), ...newestOrder())
    .limit(limit)
    .offset(offset);
}

/** Open calls and the nearest deadline of each document on the page. */
export async function callSummaries(
  db: Db,
  ids: readonly number[],
  today: string,
): Promise<Map<number, { open: number; deadline: string | null }>> {
  if (ids.length === 0) return new Map();
  const accepting = acceptingCondition(
    { start: policyCalls.applyStartOn, end: policyCalls.applyEndOn },
    today,
  );
  const rows = await db
    .select({
      policyId: policyCalls.policyId,
      open: sql<number>`count(*) filter (where ${accepting})`.mapWith(Number),
      deadline: sql<string | null>`min(${policyCalls.applyEndOn}) filter (where ${accepting})`,
    })
    .from(policyCalls)
    .where(and(inArray(policyCalls.policyId, [...ids]), sql`${policyCalls.state} = 'published'`))
    .groupBy(policyCalls.policyId);
  return new Map(rows.map((row) => [row.policyId, { open: row.open, deadline: row.deadline }]));
}

/**
 * Published titles similar to the keyword (pg_trgm `<%`: word similarity, GIN trigram index on
 * title). Checked on both databases: their C.UTF-8 ctype makes Han characters word characters,
 * so trigrams are built over Chinese text (show_trgm('高新技术企业') has 7 trigrams on both).
 */
export async function suggestTitles(
  db: Db,
  keyword: string,
): Promise<{ id: number; title: string }[]> {
  const text = keyword.trim();
  if ([...text].length < 2) return [];
  const score = sql<number>`word_similarity(${text}, ${policies.title})`;
  // `<%` takes pg_trgm.word_similarity_threshold (0.6 by default, too strict for a typo in a
  // short Chinese keyword); set for this transaction only, so the trigram index still serves it.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SUGGESTION_THRESHOLD)}, true)`,
    );
    return tx
      .select({ id: policies.id, title: policies.title })
      .from(policies)
      .where(and(sql`${policies.state} = 'published'`, sql`${text} <% ${policies.title}`))
      .orderBy(desc(score), asc(policies.id))
      .limit(SUGGESTIONS);
  });
}
