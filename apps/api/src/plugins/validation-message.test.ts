import { z } from 'zod';
import '@qyfw/portal-sdk/schemas';
import { describe, expect, it } from 'vitest';
import { describeIssues } from './validation-message.js';

const issuesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues;

describe('describeIssues', () => {
  it('names nested fields by their path', () => {
    const schema = z.object({ company: z.object({ total_money: z.number() }) });
    expect(describeIssues(issuesOf(schema, { company: { total_money: 'x' } }))).toMatch(
      /^参数 company\.total_money 有误：无效输入/,
    );
  });

  it('names unknown keys of a strict object', () => {
    expect(describeIssues(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 }))).toMatch(
      /^参数 b 有误/,
    );
  });

  it('reports a field once even when it breaks several rules', () => {
    const schema = z.object({ phone: z.string().min(11).regex(/^1/) });
    expect(describeIssues(issuesOf(schema, { phone: '2' })).match(/参数 phone/g)).toHaveLength(1);
  });
});
