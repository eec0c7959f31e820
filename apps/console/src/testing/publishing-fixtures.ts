// What the 政策发布 tests (the call editor, its rules and form fields, the policy list and editor)
// open the console on: one published policy document of 西湖区, listed to an operator. Each test
// file keeps its own calls and cases; a test that needs the policy otherwise spreads it.
import type { FakeAnswer, FakeAnswerFor } from '@qyfw/app-kit/testing';
import { me, ok, openConsole, signedIn } from './open-console';

/** A published policy document of 西湖区, as admin_policy_list lists it; no industries chosen. */
export const westLakePolicy = {
  id: 7,
  version: 1,
  state: 'published',
  title: '西湖区数字经济高质量发展若干政策',
  document_number: '西政〔2026〕12号',
  issuing_unit: '杭州市西湖区人民政府',
  level: 21,
  region: '西湖区',
  industry_codes: [] as string[],
  themes: ['科技创新'],
  published_on: '2026-02-01',
  written_on: null,
  valid_until: null,
  validity: 'current',
  successor_id: null,
  summary: '',
  body: '<p>第二条 扶持对象</p>',
  interpretation: '',
  consult_phone: '',
  verified_on: null,
  support_ceiling: null,
  call_count: 0,
  updated_at: 1_795_000_000,
};

interface OpenWithPolicy {
  /** The console's address to open. */
  path: string;
  /** The one policy admin_policy_list answers (westLakePolicy unless a test changes it). */
  policy?: typeof westLakePolicy;
  /** The page size the list answer states: 20 for the call editor's picker, 1 for an editor. */
  pageSize?: number;
  /** The test's own calls. */
  answers?: Record<string, FakeAnswer | FakeAnswerFor>;
}

/** The console signed in as an operator at `path`, with the policy alone in the policy list. */
export function openWithPolicy({
  path,
  policy = westLakePolicy,
  pageSize = 20,
  answers = {},
}: OpenWithPolicy) {
  signedIn();
  return openConsole(
    {
      '/api/console/auth/me': ok(me('operator')),
      '/api/console/policy/list': ok({ list: [policy], total: 1, page: 1, pageSize }),
      ...answers,
    },
    path,
  );
}
