// Valid request bodies for any SDK call, derived from its zod schema: zod 4 → JSON Schema (the
// input side) → fast-check arbitraries. Refinements that JSON Schema cannot express (phone rule,
// credit-code check digit) are met by mixing in the schema's `examples` and filtering with the real
// zod schema, so a new call is fuzzed without new test code.
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  examples?: unknown[];
  format?: string;
};

/** Keeps generated strings and numbers in ranges a real caller would send. */
const MAX_GENERATED_LENGTH = 80;
const MAX_GENERATED_INTEGER = 100_000;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(
    schema.maxLength ?? MAX_GENERATED_LENGTH,
    Math.max(minLength, MAX_GENERATED_LENGTH),
  );
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => typeof pattern === 'string',
  );
  let base: fc.Arbitrary<string>;
  if (schema.format === 'email') base = fc.emailAddress();
  else if (patterns.length === 1) base = fc.stringMatching(new RegExp(patterns[0]!));
  else base = fc.string({ minLength, maxLength, unit: 'grapheme' });
  const bounded = base.filter(
    (text) => text.length >= minLength && text.length <= (schema.maxLength ?? Infinity),
  );
  return schema.examples?.length
    ? fc.oneof(fc.constantFrom(...(schema.examples as string[])), bounded)
    : bounded;
}

/** The lowest and highest integer the schema accepts (zod writes ±2^53−1 when it sets no bound). */
export function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.exclusiveMinimum !== undefined
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  return { min, max };
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const bounds = integerBounds(schema);
  const min = Math.max(bounds.min, -MAX_GENERATED_INTEGER);
  const max = Math.max(min, Math.min(bounds.max, MAX_GENERATED_INTEGER));
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // The schema's own ends are valid too, and the likeliest to break a column narrower than the
  // schema (an int4 id accepting 2^53 − 1 was a 500): a quarter of the cases try one of them.
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(bounds.min, bounds.max) },
  );
}

export function arbitraryFromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(arbitraryFromJsonSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFromJsonSchema(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties))
        record[key] = arbitraryFromJsonSchema(property);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
    }
    default:
      // No type JSON Schema can state (a hand-checked value, like a call's conditions tree):
      // random JSON would almost never pass the real schema, and the filter below would spin
      // forever looking for a valid body — the schema's own examples instead.
      return schema.examples?.length ? fc.constantFrom(...schema.examples) : fc.jsonValue();
  }
}

/** Bodies the call's own schema accepts (the client never sends anything else). */
export function validBodyArbitrary(body: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const jsonSchema = z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return arbitraryFromJsonSchema(jsonSchema).filter(
    (value): value is Record<string, unknown> => body.safeParse(value).success,
  );
}
