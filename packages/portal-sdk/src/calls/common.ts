// Field schemas several areas share, so one concept has one definition.
import { z } from 'zod';
import { MAX_PAGE_SIZE, POLICY_LEVELS } from '../constants.js';

/**
 * Every id and count column is PostgreSQL's integer (int4). A request integer outside it would
 * reach a query and fail there (a 500), so each integer in a request names its range here.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** An integer in [min, max] (int4 by default), refused with zod's Chinese "数值过大/过小" message. */
export function intSchema(min: number = INT4_MIN, max: number = INT4_MAX) {
  return z.number().int().min(min).max(max);
}

/** A database id (serial: 1 … 2^31 − 1). */
export const idSchema = intSchema(1);

/** A time on the wire: epoch seconds (design §2). */
export const epochSecondsSchema = z.number().int().nonnegative();

/** A count shown on the page. */
export const countSchema = z.number().int().nonnegative();

/** An image or link address as the server stores it (absolute, site-relative or data: URL). */
export const addressSchema = z.string().max(2048);

/** A short text shown in a list (title, name). */
export const titleSchema = z.string().max(500);

/** A policy level: 18 national, 19 province, 20 city, 21 district (contract §9). */
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
    // int4 bounds the page too: its offset is computed in SQL and a later page is simply empty.
    page: intSchema(1).default(1),
    pageSize: intSchema(1, maxPageSize).default(defaultPageSize),
  };
}

/** Calls that answer nothing useful: `data` is null or absent. */
export const noDataSchema = z.null().optional();

/** A type to filter by (service type, talent type). */
export const typeOptionSchema = z.object({ id: idSchema, name: titleSchema });
export type TypeOption = z.infer<typeof typeOptionSchema>;
