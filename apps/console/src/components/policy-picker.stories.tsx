import type { Meta, StoryObj } from '@storybook/react-vite';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import { Form } from 'antd';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import type { StoryAnswer } from '../testing/story-frame';
import { CallPicker, PolicyPicker } from './policy-picker';

const POLICIES = policyAdminCalls.admin_policy_list;
const CALLS = policyAdminCalls.admin_call_list;

/** A document as admin_policy_list lists it. */
const policy = (id: number, title: string, documentNumber: string, issuingUnit: string) => ({
  id,
  version: 1,
  state: 'published',
  title,
  document_number: documentNumber,
  issuing_unit: issuingUnit,
  level: 20,
  region: '杭州市',
  industry_codes: [],
  themes: ['科技创新'],
  published_on: '2026-01-10',
  written_on: null,
  valid_until: null,
  validity: 'current',
  successor_id: null,
  summary: '',
  body: '<p>第一条 为鼓励企业加大研发投入……</p>',
  interpretation: '',
  consult_phone: '0571-85252000',
  verified_on: null,
  support_ceiling: 50,
  call_count: 1,
  updated_at: 1_772_413_200,
});

/** A published call of document 3, as admin_call_list lists it. */
const call = (id: number, title: string) => ({
  id,
  version: 1,
  state: 'published',
  policy_id: 3,
  policy_title: '杭州市研发投入补助实施办法',
  title,
  start_on: '2026-03-01',
  end_on: '2026-03-31',
  mode: 'review',
  support_type: '资金补助',
  support_ceiling: 50,
  support_text: '按上年度研发投入增量的10%给予补助，最高50万元',
  amount_rule: null,
  conditions: null,
  checklist: [],
  form_fields: [],
  materials: [],
  handling_unit: '杭州市科学技术局',
  consult_phone: '0571-85252000',
  published_at: 1_772_413_200,
  updated_at: 1_772_413_200,
});

const POLICY_LIST = [
  policy(3, '杭州市研发投入补助实施办法', '杭科〔2026〕3号', '杭州市科学技术局'),
  policy(5, '杭州市高新技术企业培育扶持办法', '杭科〔2025〕18号', '杭州市科学技术局'),
  policy(7, '西湖区数字经济高质量发展若干政策', '', '杭州市西湖区人民政府'),
];
const CALL_LIST = [call(9, '2026年度研发投入补助申报'), call(10, '2025年度研发投入补助追加申报')];

const paged = (list: unknown[]): StoryAnswer => ({
  data: { list, total: list.length, page: 1, pageSize: 20 },
});

interface PickersProps {
  /** admin_policy_list's answer (every search gets it: the fake answers by path). */
  readonly policies: StoryAnswer;
  /** admin_call_list's answer. */
  readonly calls: StoryAnswer;
  /** The document chosen already (an edited record's) and its title. */
  readonly policyId?: number;
  readonly currentTitle?: string;
  /** The document being revised, which may not be its own successor. */
  readonly excludeId?: number;
}

/** The pair as 由申报通知生成名单 holds it: choosing another document clears the call. */
function Pickers({ policies, calls, policyId: chosen, currentTitle, excludeId }: PickersProps) {
  const [policyId, setPolicyId] = useState(chosen);
  const [callId, setCallId] = useState<number>();
  return (
    <StoryFrame answers={{ [POLICIES.path]: policies, [CALLS.path]: calls }}>
      <Form layout="vertical" style={{ width: 440 }}>
        <Form.Item label="政策" htmlFor="policy">
          <PolicyPicker
            id="policy"
            label="政策"
            publishedOnly
            value={policyId}
            currentTitle={currentTitle}
            excludeId={excludeId}
            onChange={(id) => {
              setPolicyId(id);
              setCallId(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label="申报通知" htmlFor="call">
          <CallPicker
            id="call"
            label="申报通知"
            policyId={policyId}
            value={callId}
            onChange={setCallId}
          />
        </Form.Item>
      </Form>
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/PolicyPicker',
  component: Pickers,
  args: { policies: paged(POLICY_LIST), calls: paged(CALL_LIST) },
} satisfies Meta<typeof Pickers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An antd select's list, drawn in document.body (outside the canvas): the newest open one. */
async function openList(combobox: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(combobox);
  return waitFor(async () => {
    const popup = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
      ),
    ].at(-1);
    await expect(popup, 'the select’s list').toBeTruthy();
    return popup!;
  });
}

/** The titles a list offers, once the call has answered. */
async function offered(popup: HTMLElement, atLeast = 1): Promise<string[]> {
  return waitFor(async () => {
    const titles = [...popup.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.getAttribute('title') ?? '',
    );
    await expect(titles.length).toBeGreaterThanOrEqual(atLeast);
    return titles;
  });
}

/** A document by its title and 文号, then one of its published calls. */
export const ChooseDocumentThenCall: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const calls = page.getByRole('combobox', { name: '申报通知' });
    await expect(calls).toBeDisabled();
    await expect(page.getByText('请先选择政策')).toBeVisible();

    const policies = await openList(page.getByRole('combobox', { name: '政策' }));
    await expect(await offered(policies, 3)).toEqual([
      '杭州市研发投入补助实施办法（杭科〔2026〕3号）',
      '杭州市高新技术企业培育扶持办法（杭科〔2025〕18号）',
      '西湖区数字经济高质量发展若干政策',
    ]);
    await userEvent.click(
      within(policies).getByTitle('杭州市研发投入补助实施办法（杭科〔2026〕3号）'),
    );

    await waitFor(() => expect(calls).toBeEnabled());
    const callList = await openList(calls);
    await expect(await offered(callList, 2)).toEqual([
      '2026年度研发投入补助申报',
      '2025年度研发投入补助追加申报',
    ]);
  },
};

/** An edited call's document stays shown under its title while the list is still loading. */
export const ChosenWhileLoading: Story = {
  args: {
    policies: { pending: true },
    policyId: 12,
    currentTitle: '杭州市促进人工智能产业发展若干措施（杭政办〔2025〕9号）',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('杭州市促进人工智能产业发展若干措施（杭政办〔2025〕9号）'),
    ).toBeVisible();
  },
};

/** A revised document's successor: the document itself is not offered. */
export const SuccessorOfRevised: Story = {
  args: { excludeId: 3 },
  play: async ({ canvasElement }) => {
    const popup = await openList(within(canvasElement).getByRole('combobox', { name: '政策' }));
    const titles = await offered(popup, 2);
    await expect(titles).not.toContain('杭州市研发投入补助实施办法（杭科〔2026〕3号）');
    await expect(titles).toHaveLength(2);
  },
};

/** The list call failed: the select says so instead of 没有符合的政策文件. */
export const PoliciesFailed: Story = {
  args: { policies: { refusal: '服务暂时不可用，请稍后再试' } },
  play: async ({ canvasElement }) => {
    const popup = await openList(within(canvasElement).getByRole('combobox', { name: '政策' }));
    await expect(await within(popup).findByText('政策文件加载失败')).toBeVisible();
  },
};

/** A document with no published call yet. */
export const NoPublishedCall: Story = {
  args: {
    calls: paged([]),
    policyId: 7,
    currentTitle: '西湖区数字经济高质量发展若干政策',
  },
  play: async ({ canvasElement }) => {
    const calls = within(canvasElement).getByRole('combobox', { name: '申报通知' });
    await expect(calls).toBeEnabled();
    const popup = await openList(calls);
    await expect(await within(popup).findByText('该政策没有已发布的申报通知')).toBeVisible();
  },
};
