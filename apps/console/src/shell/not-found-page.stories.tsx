import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import { NotFoundPage } from './not-found-page';

/** Where the story's router stands, so the way back can be seen to lead to 工作台 (/). */
function Address() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return <p style={{ color: '#595959' }}>当前地址：{path}</p>;
}

function Page({ path }: { path: string }) {
  return (
    <StoryFrame path={path}>
      <Address />
      <NotFoundPage />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/NotFoundPage',
  component: Page,
  args: { path: '/policy/documents/old-list' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A mistyped or outdated address: said as a page heading, with the way back to 工作台. */
export const OutdatedAddress: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(page.getByText(/请从工作台的菜单进入/)).toBeVisible();
    await expect(page.getByText('当前地址：/policy/documents/old-list')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '回到工作台' }));
    await expect(await page.findByText('当前地址：/')).toBeVisible();
  },
};
