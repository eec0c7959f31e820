// Bodies a careless or hostile caller sends: wrong types, missing fields, unknown shapes,
// malformed JSON, injection strings and oversized values.
import fc from 'fast-check';
import { z } from 'zod';
import { validBodyArbitrary } from './arbitrary-from-schema.js';

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
const wrongValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(...INJECTIONS, -1, 0, 1e308, '', [], {}));

export function mutatedBodyArbitrary(body: z.ZodType): fc.Arbitrary<unknown> {
  const { all, required } = propertyNames(body);
  const valid = validBodyArbitrary(body);
  const options: fc.Arbitrary<unknown>[] = [
    // The whole body is not an object, or not JSON at all.
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ maxLength: 40 }).map((text) => `{${text}`),
    fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[]', 'null', '"x"'),
  ];
  if (all.length > 0) {
    // One field replaced with a value of any type.
    options.push(
      fc.tuple(valid, fc.constantFrom(...all), wrongValue).map(([base, key, value]) => ({ ...base, [key]: value })),
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
