import type { Meta, StoryObj } from '@storybook/react-vite';
import { policyApplicationFlow } from '@qyfw/portal-sdk/flows';
import type { TimelineEntry } from '@qyfw/portal-sdk/calls/application';
import { expect, within } from 'storybook/test';
import { ReviewHistory } from './review-history';

const eventLabel = (event: string) =>
  (policyApplicationFlow.events as Record<string, string>)[event] ?? event;

const meta = {
  title: 'Console/ReviewHistory',
  component: ReviewHistory,
  args: { eventLabel, timeline: [] },
} satisfies Meta<typeof ReviewHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

const step = (
  id: number,
  [from, event, to]: [string, string, string],
  actorName: string,
  createtime: number,
  reason: string | null = null,
): TimelineEntry => ({
  id,
  from,
  to,
  event,
  actor: actorName === '平台运营' ? 'operator' : 'applicant',
  actor_name: actorName,
  actor_user_id: null,
  reason,
  version: id,
  createtime,
});

/** The member's 提交申报, then 受理 and 要求补正 with its reason: who, when, why. */
export const Steps: Story = {
  args: {
    timeline: [
      step(1, ['draft', 'submit', 'submitted'], '申报企业成员 陈静', 1_772_413_200),
      step(2, ['submitted', 'accept', 'accepted'], '平台运营', 1_772_499_600),
      step(
        3,
        ['accepted', 'request_correction', 'correction'],
        '平台运营',
        1_772_586_000,
        '请补充2025年度审计报告的盖章页',
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: '处理记录' })).toBeVisible();
    await expect(page.getByText(/平台运营 要求补正：请补充2025年度审计报告的盖章页/)).toBeVisible();
  },
};

/** Nothing done yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无处理记录')).toBeVisible();
  },
};
