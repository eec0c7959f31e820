import { describe, expect, it } from 'vitest';
import { callDocs } from '../src/call-docs.js';
import { calls } from '../src/calls/index.js';

describe('call documentation', () => {
  it('documents exactly the calls of the registry', () => {
    expect(Object.keys(callDocs).sort()).toEqual(Object.keys(calls).sort());
  });

  it.each(Object.values(calls).map((call) => [call.name, call] as const))(
    '%s: a description and an example body its schema accepts',
    (name, call) => {
      const doc = callDocs[name];
      expect(doc.description.length).toBeGreaterThan(call.summary.length / 2);
      const parsed = call.body.safeParse(doc.exampleBody);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );
});
