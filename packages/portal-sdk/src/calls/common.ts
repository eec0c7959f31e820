// Field schemas several areas share, so one concept has one definition.
import { z } from 'zod';
import { MAX_PAGE_SIZE, POLICY_LEVELS } from '../constants.js';

/** A database id. */
export const idSchema = z.number().int().positive();

/** A time on the wire: epoch seconds (DESIGN §2). */
export const epochSecondsSchema = z.number().int().nonnegative();

/** A count shown on the page. */
export const countSchema = z.number().int().nonnegative();

/** An image or link address as the server stores it (absolute, site-relative or data: URL). */
export const addressSchema = z.string().max(2048);

/** A short text shown in a list (title, name). */
export const titleSchema = z.string().max(500);

/** A policy level: 18 national, 19 province, 20 city, 21 district (§9). */
export const policyLevelSchema = z.union([
  z.literal(POLICY_LEVELS.national),
  z.literal(POLICY_LEVELS.province),
  z.literal(POLICY_LEVELS.city),
  z.literal(POLICY_LEVELS.district),
]);

/** An optional filter text: trimmed, bounded; '' means no filter. */
export const filterTextSchema = z.string().trim().max(64).optional();

/**
 * `page` and `pageSize` of a list call, with the page size the spec gives it as the default.
 * `maxPageSize` is 100 except for the service-system strip (999).
 */
export function pageShape(defaultPageSize: number, maxPageSize: number = MAX_PAGE_SIZE) {
  return {
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

/** Calls that answer nothing useful: `data` is null or absent. */
export const noDataSchema = z.null().optional();

/** A type to filter by (service type, talent type). */
export const typeOptionSchema = z.object({ id: idSchema, name: titleSchema });
export type TypeOption = z.infer<typeof typeOptionSchema>;
