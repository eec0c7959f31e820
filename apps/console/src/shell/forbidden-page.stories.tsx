import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import { ForbiddenPage } from './forbidden-page';

/** Where the story's router stands, so the way back can be seen to lead to 工作台 (/). */
function Address() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <p style={{ color: '#595959' }}>当前地址：{path}</p>;
}

function Page({ path, roleLabel }: { path: string; roleLabel: string }) {
  return (
    <StoryFrame path={path}>
      <Address />
      <ForbiddenPage roleLabel={roleLabel} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/ForbiddenPage',
  component: Page,
  args: { path: '/identity/auth-requests', roleLabel: ROLE_LABELS.admin },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 系统管理员 at a review's address (a bookmark): why not, and the way to their own work. */
export const AdminAtAReview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: '无权访问此页面' }),
    ).toBeVisible();
    await expect(page.getByText(/此页面不属于系统管理员的工作范围/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '回到工作台' }));
    await expect(await page.findByText('当前地址：/')).toBeVisible();
  },
};

/** 办理人员 at 政策发布 (a colleague's link). */
export const HandlerAtPublishing: Story = {
  args: { path: '/publishing/policies', roleLabel: ROLE_LABELS.handler },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/此页面不属于办理人员的工作范围/),
    ).toBeVisible();
  },
};
