// The files an application's materials name, or the library's, as lists show them.
import type { FileBrief } from '@qyfw/portal-sdk/schemas';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';

export async function filesById(db: Db, ids: readonly number[]): Promise<Map<number, FileBrief>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: uploads.id, name: uploads.originalName, mime: uploads.mime, size: uploads.size })
    .from(uploads)
    .where(inArray(uploads.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Every upload id the materials name, once. */
export function materialUploadIds(
  materials: Readonly<Record<string, readonly number[]>>,
): number[] {
  return [...new Set(Object.values(materials).flat())];
}
