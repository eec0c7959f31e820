// Every integer a call takes fits the int4 columns behind it (issue 10 finding 5): a wider
// schema let 2^31 reach PostgreSQL and fail there as a 500.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, chineseErrorMap, idSchema, INT4_MAX, INT4_MIN, intSchema } from '../src/schemas.js';
import type { CallDefinition } from '../src/schemas.js';

interface JsonSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

/** `path [min, max]` of every integer in a JSON Schema. */
function integers(
  schema: JsonSchema,
  path: string,
  found: { path: string; min: number; max: number }[],
): void {
  if (schema.type === 'integer') {
    found.push({
      path,
      min:
        schema.exclusiveMinimum !== undefined
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? -Infinity),
      max:
        schema.exclusiveMaximum !== undefined
          ? schema.exclusiveMaximum - 1
          : (schema.maximum ?? Infinity),
    });
  }
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    integers(part, path, found);
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    integers(property, path ? `${path}.${key}` : key, found);
  if (schema.items) integers(schema.items, `${path}[]`, found);
}

describe('integer bounds of request bodies', () => {
  const cases = (Object.values(calls) as CallDefinition[]).flatMap((call) => {
    const found: { path: string; min: number; max: number }[] = [];
    integers(
      z.toJSONSchema(call.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
      '',
      found,
    );
    return found.map((field) => ({ name: `${call.name}.${field.path}`, ...field }));
  });

  it('finds the integer fields (service_type_id, talent_type_id, page, user_id, ...)', () => {
    const names = cases.map((field) => field.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'service_manage.service_type_id',
        'talent_manage_list.talent_type_id',
        'service_manage.page',
        'index.user_id',
      ]),
    );
  });

  it.each(cases.map((field) => [field.name, field] as const))(
    '%s stays within int4',
    (_name, field) => {
      expect(field.min).toBeGreaterThanOrEqual(INT4_MIN);
      expect(field.max).toBeLessThanOrEqual(INT4_MAX);
    },
  );

  it('refuses 2^31 as an id with a Chinese message, and accepts 2^31 − 1', () => {
    expect(idSchema.safeParse(INT4_MAX).success).toBe(true);
    // Chinese as the client and the API report it (the SDK scopes zod's zh-CN to its own parses).
    const result = idSchema.safeParse(INT4_MAX + 1, { error: chineseErrorMap });
    expect(result.error?.issues[0]?.message).toMatch(/数值过大/);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(intSchema().safeParse(INT4_MIN - 1).success).toBe(false);
  });
});
