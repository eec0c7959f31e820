import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { generatedImages } from '../../db/schema/index.js';

export const GENERATED_IMAGES_PREFIX = '/api/static/generated';

/** `<kind>-<16 hex>.svg`: what generatedImageName makes; anything else is not looked up. */
export const GENERATED_IMAGE_NAME = /^[a-z][a-z0-9-]{0,30}-[0-9a-f]{16}\.svg$/;

/** The stored name of an SVG: its kind and a hash of its content (same picture, same name). */
export function generatedImageName(kind: string, svg: string): string {
  return `${kind}-${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.svg`;
}

/** The address an <img> uses. */
export function generatedImageUrl(name: string): string {
  return `${GENERATED_IMAGES_PREFIX}/${name}`;
}

export async function findGeneratedImage(
  db: Db,
  name: string,
): Promise<{ contentType: string; body: string } | undefined> {
  const [row] = await db
    .select({ contentType: generatedImages.contentType, body: generatedImages.body })
    .from(generatedImages)
    .where(eq(generatedImages.name, name))
    .limit(1);
  return row;
}
