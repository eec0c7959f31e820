// The enterprise's material library (材料库, DOMAIN §3 "re-entering the same materials"): files it
// gave once (营业执照, 审计报告 …) that later applications take instead of asking again. Any
// member of the enterprise sees and uses them; a member adds only their own 'material' uploads.
import type { LibraryMaterial } from '@qyfw/portal-sdk/schemas';
import { MATERIAL_KIND_LABELS } from '@qyfw/portal-sdk/schemas';
import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enterpriseMaterials } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/api-error.js';
import { epochSeconds, shanghaiDate } from '../shared/dates.js';
import { ownedUpload } from '../upload/service.js';
import { filesById } from './files.js';

type MaterialRow = typeof enterpriseMaterials.$inferSelect;

export const LIBRARY_MISSING = '材料不存在';

export function kindLabel(kind: string): string {
  return MATERIAL_KIND_LABELS[kind] ?? kind;
}

async function views(db: Db, rows: readonly MaterialRow[], now: Date): Promise<LibraryMaterial[]> {
  const files = await filesById(
    db,
    rows.map((row) => row.uploadId),
  );
  const today = shanghaiDate(now);
  return rows.flatMap((row) => {
    const file = files.get(row.uploadId);
    if (!file) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        kind_label: kindLabel(row.kind),
        name: row.name,
        file,
        valid_until: row.validUntil,
        expired: row.validUntil !== null && row.validUntil < today,
        createtime: epochSeconds(row.createdAt),
      },
    ];
  });
}

export async function listLibrary(
  db: Db,
  enterpriseId: number,
  kind: string | undefined,
  now: Date,
): Promise<LibraryMaterial[]> {
  const rows = await db
    .select()
    .from(enterpriseMaterials)
    .where(
      and(
        eq(enterpriseMaterials.enterpriseId, enterpriseId),
        kind === undefined ? undefined : eq(enterpriseMaterials.kind, kind),
      ),
    )
    .orderBy(
      asc(enterpriseMaterials.kind),
      desc(enterpriseMaterials.createdAt),
      desc(enterpriseMaterials.id),
    );
  return views(db, rows, now);
}

/** Unexpired library files of the given kinds, for an application form's materials. */
export async function usableLibrary(
  db: Db,
  enterpriseId: number,
  kinds: readonly string[],
  now: Date,
): Promise<LibraryMaterial[]> {
  if (kinds.length === 0) return [];
  const rows = await db
    .select()
    .from(enterpriseMaterials)
    .where(
      and(
        eq(enterpriseMaterials.enterpriseId, enterpriseId),
        inArray(enterpriseMaterials.kind, [...kinds]),
        or(
          isNull(enterpriseMaterials.validUntil),
          gte(enterpriseMaterials.validUntil, shanghaiDate(now)),
        ),
      ),
    )
    .orderBy(desc(enterpriseMaterials.createdAt), desc(enterpriseMaterials.id));
  return views(db, rows, now);
}

/** Upload ids in the enterprise's library (any kind, expired or not), of those asked about. */
export async function libraryUploadIds(
  db: Db,
  enterpriseId: number,
  uploadIds: readonly number[],
): Promise<Set<number>> {
  if (uploadIds.length === 0) return new Set();
  const rows = await db
    .select({ uploadId: enterpriseMaterials.uploadId })
    .from(enterpriseMaterials)
    .where(
      and(
        eq(enterpriseMaterials.enterpriseId, enterpriseId),
        inArray(enterpriseMaterials.uploadId, [...uploadIds]),
      ),
    );
  return new Set(rows.map((row) => row.uploadId));
}

export interface NewLibraryMaterial {
  readonly kind: string;
  readonly name: string;
  readonly uploadId: number;
  readonly validUntil?: string | undefined;
}

export async function addToLibrary(
  db: Db,
  enterpriseId: number,
  userId: number,
  input: NewLibraryMaterial,
  now: Date,
): Promise<LibraryMaterial> {
  // One transaction: ownedUpload's row lock keeps the upload sweep off the file until it is named.
  const row = await db.transaction(async (tx) => {
    // Only the member's own material uploads: another member's file id is refused as missing.
    await ownedUpload(tx, userId, input.uploadId, 'material');
    if ((await libraryUploadIds(tx, enterpriseId, [input.uploadId])).size > 0) {
      throw ApiError.badRequest('该文件已在材料库中');
    }
    const [inserted] = await tx
      .insert(enterpriseMaterials)
      .values({
        enterpriseId,
        kind: input.kind,
        name: input.name,
        uploadId: input.uploadId,
        validUntil: input.validUntil ?? null,
        addedBy: userId,
        createdAt: now,
      })
      .returning();
    return inserted!;
  });
  return (await views(db, [row], now))[0]!;
}

export async function removeFromLibrary(db: Db, enterpriseId: number, id: number): Promise<void> {
  const removed = await db
    .delete(enterpriseMaterials)
    .where(and(eq(enterpriseMaterials.id, id), eq(enterpriseMaterials.enterpriseId, enterpriseId)))
    .returning({ id: enterpriseMaterials.id });
  if (removed.length === 0) throw ApiError.notFound(LIBRARY_MISSING);
}
