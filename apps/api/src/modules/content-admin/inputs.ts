// What a save writes, per kind: the columns from the operator's input, after the checks a schema
// cannot make — the body sanitized and not empty, images that are site images, linked policies and
// calls that exist (and agree), a declaration notice's deadline.
import type { ContentKind, contentSaveBodySchema } from '@qyfw/portal-sdk/calls/content-admin';
import { DECLARATION_BULLETIN_TYPE } from '@qyfw/portal-sdk/calls/content-admin';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { policies, policyCalls } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';
import { searchVector } from '../search/tokens.js';
import type { OperatorAct } from '../shared/audit.js';
import { checkSiteImage } from './images.js';
import type { ContentRows } from './kinds.js';

export type SaveInput = z.output<typeof contentSaveBodySchema>;
export type SaveInputOf<K extends ContentKind> = Extract<SaveInput, { kind: K }>;

/** Sanitized HTML with something to read (text or a picture); 400 请填写正文 otherwise. */
export function cleanBody(html: string): string {
  const clean = sanitizeRichText(html);
  const visible = clean
    .replace(/<img\b[^>]*>/gi, '图')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\s/g, '');
  if (visible === '') throw ApiError.badRequest('请填写正文');
  return clean;
}

async function checkPolicies(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: policies.id })
    .from(policies)
    .where(inArray(policies.id, [...ids]));
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw ApiError.badRequest(`关联政策不存在（编号 ${missing.join('、')}）`);
}

async function callOf(tx: Db, id: number): Promise<{ id: number; policyId: number }> {
  const [call] = await tx
    .select({ id: policyCalls.id, policyId: policyCalls.policyId })
    .from(policyCalls)
    .where(eq(policyCalls.id, id));
  if (!call) throw ApiError.badRequest(`申报通知不存在（编号 ${id}）`);
  return call;
}

export async function newsColumns(
  tx: Db,
  input: SaveInputOf<'news'>,
  act: OperatorAct,
  before: ContentRows['news'] | undefined,
) {
  await checkSiteImage(tx, act.userId, input.image, before ? [before.image] : []);
  return {
    title: input.title,
    summary: input.summary,
    source: input.source,
    image: input.image,
    content: cleanBody(input.content),
  };
}

export async function knowledgeColumns(tx: Db, input: SaveInputOf<'knowledge'>) {
  await checkPolicies(tx, [...new Set(input.policy_ids)]);
  const content = cleanBody(input.content);
  return {
    title: input.title,
    kind: input.knowledge_kind,
    summary: input.summary,
    source: input.source,
    content,
    searchVector: searchVector({ title: input.title, body: [input.summary, content] }),
  };
}

export async function informationColumns(tx: Db, input: SaveInputOf<'information'>) {
  if (input.call_id !== null) await callOf(tx, input.call_id);
  return {
    type: input.type,
    title: input.title,
    source: input.source,
    content: cleanBody(input.content),
    callId: input.call_id,
  };
}

export async function bulletinColumns(tx: Db, input: SaveInputOf<'bulletin'>) {
  if (input.type === DECLARATION_BULLETIN_TYPE && input.deadline === null) {
    // 正在申报 lists declaration notices until their deadline: without one it would never list it.
    throw ApiError.badRequest('申报通知类公告须填写申报截止日期');
  }
  let policyId = input.policy_id;
  if (policyId !== null) await checkPolicies(tx, [policyId]);
  if (input.call_id !== null) {
    const call = await callOf(tx, input.call_id);
    if (policyId !== null && call.policyId !== policyId) {
      throw ApiError.badRequest('所选申报通知不属于所选政策');
    }
    // A notice of a call belongs to that call's policy (/policyDetail links to both).
    policyId = call.policyId;
  }
  return {
    type: input.type,
    level: input.level,
    title: input.title,
    content: cleanBody(input.content),
    issuingUnit: input.issuing_unit,
    deadline: input.deadline,
    policyId,
    callId: input.call_id,
  };
}
