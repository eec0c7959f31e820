import { AGREEMENT_PAGES } from '@qyfw/portal-sdk/constants';
import type { Agreement, AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agreements } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { sanitizeRichText } from '../policy/rich-text.js';

const LABELS = new Map<number, string>(
  Object.values(AGREEMENT_PAGES).map((page) => [page.status, page.label]),
);

/**
 * One /ysMent page. The text is sanitized again on the way out: operators edit these rows
 * directly in the database, where nothing else cleans what they paste. Three short documents,
 * so the second pass costs nothing noticeable.
 */
export async function getAgreement(db: Db, status: AgreementStatus): Promise<Agreement> {
  const [row] = await db.select().from(agreements).where(eq(agreements.status, status)).limit(1);
  if (!row) throw ApiError.notFound(`${LABELS.get(status) ?? '该页面'}暂未发布`);
  return {
    status,
    title: row.title,
    content: sanitizeRichText(row.content),
    updatetime: Math.floor(row.updatedAt.getTime() / 1000),
  };
}
