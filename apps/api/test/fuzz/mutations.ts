// Bodies a careless or hostile caller sends: wrong types, missing fields, unknown shapes,
// malformed JSON, injection strings and oversized values.
import fc from 'fast-check';
import { z } from 'zod';
import { integerBounds, validBodyArbitrary } from './arbitrary-from-schema.js';
import type { JsonSchema } from './arbitrary-from-schema.js';

const INJECTIONS = [
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '\u0000\u202e',
  '𠜎𠜱𠝹𠱓'.repeat(20),
  'a'.repeat(10_000),
];

function propertyNames(body: z.ZodType): { all: string[]; required: string[] } {
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
    oneOf?: { properties?: Record<string, unknown>; required?: string[] }[];
  };
  const shapes = json.oneOf ?? [json];
  return {
    all: [...new Set(shapes.flatMap((shape) => Object.keys(shape.properties ?? {})))],
    required: [...new Set(shapes.flatMap((shape) => shape.required ?? []))],
  };
}

/** Anything JSON can carry in a field, plus the injection strings. */
const wrongValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(...INJECTIONS, -1, 0, 1e308, '', [], {}),
);

export function mutatedBodyArbitrary(body: z.ZodType): fc.Arbitrary<unknown> {
  const { all, required } = propertyNames(body);
  const valid = validBodyArbitrary(body);
  const options: fc.Arbitrary<unknown>[] = [
    // The whole body is not an object, or not JSON at all.
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 40 }).map((text) => `{${text}`),
    fc.constantFrom(
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[]',
      'null',
      '"x"',
    ),
  ];
  if (all.length > 0) {
    // One field replaced with a value of any type.
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...all), wrongValue)
        .map(([base, key, value]) => ({ ...base, [key]: value })),
    );
  }
  if (required.length > 0) {
    // One required field missing.
    options.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([base, key]) => {
        const copy: Record<string, unknown> = { ...base };
        delete copy[key];
        return copy;
      }),
    );
  }
  return fc.oneof(...options);
}

/** Each injection string in each field of one valid body (deterministic, not random). */
export function hostilePayloads(body: z.ZodType): unknown[] {
  const [base] = fc.sample(validBodyArbitrary(body), { numRuns: 1, seed: 7 });
  const { all } = propertyNames(body);
  return all.flatMap((key) => INJECTIONS.map((value) => ({ ...base, [key]: value })));
}

/** PostgreSQL's integer (int4), the type of every id and count column. */
export const INT4_MIN = -(2 ** 31);
export const INT4_MAX = 2 ** 31 - 1;

export interface IntegerField {
  readonly name: string;
  /** What the schema accepts. */
  readonly min: number;
  readonly max: number;
}

/** The body's integer fields (also an integer alternative of a union, like user_id's). */
export function integerFields(body: z.ZodType): IntegerField[] {
  const json = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields = new Map<string, IntegerField>();
  const visit = (name: string, schema: JsonSchema): void => {
    if (schema.type === 'integer' && !fields.has(name))
      fields.set(name, { name, ...integerBounds(schema) });
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(name, part);
  };
  for (const shape of json.oneOf ?? [json]) {
    for (const [name, property] of Object.entries(shape.properties ?? {})) visit(name, property);
  }
  return [...fields.values()];
}

/**
 * Integers a field must refuse: one past each end of its schema, and anything an int4 column
 * cannot hold (2^31, −2^31 − 1, 2^53 − 1). A schema wider than its column let these reach
 * PostgreSQL and fail there as a 500.
 */
export function outOfRangeIntegers(field: IntegerField): number[] {
  const candidates = [
    field.min - 1,
    field.max + 1,
    INT4_MAX + 1,
    INT4_MIN - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];
  return [...new Set(candidates)].filter(
    (value) =>
      Number.isSafeInteger(value) &&
      (value < Math.max(field.min, INT4_MIN) || value > Math.min(field.max, INT4_MAX)),
  );
}

/** A valid body with one integer field replaced by each value it must refuse. */
export function outOfRangeIntegerPayloads(
  body: z.ZodType,
): { field: string; value: number; payload: Record<string, unknown> }[] {
  const [base] = fc.sample(validBodyArbitrary(body), { numRuns: 1, seed: 7 });
  return integerFields(body).flatMap((field) =>
    outOfRangeIntegers(field).map((value) => ({
      field: field.name,
      value,
      payload: { ...base, [field.name]: value },
    })),
  );
}
