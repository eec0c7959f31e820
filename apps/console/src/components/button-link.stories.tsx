import type { Meta, StoryObj } from '@storybook/react-vite';
import { Space } from 'antd';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import { ButtonLink } from './button-link';

/** A list's heading action, as 获扶持名单 and 资讯公告 draw theirs. */
function Actions() {
  return (
    <StoryFrame path="/award-list">
      <Space>
        <ButtonLink to="/award-list/import">导入名单</ButtonLink>
        <ButtonLink to="/content/articles/$kind/new" params={{ kind: 'news' }}>
          新建园区动态
        </ButtonLink>
      </Space>
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/ButtonLink',
  component: Actions,
} satisfies Meta<typeof Actions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link (its address, middle-click, preload) drawn as antd's primary button. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const importLink = await page.findByRole('link', { name: '导入名单' });
    await expect(importLink).toHaveAttribute('href', '/award-list/import');
    await expect(importLink).toHaveClass('ant-btn-primary');
    await expect(page.getByRole('link', { name: '新建园区动态' })).toHaveAttribute(
      'href',
      '/content/articles/news/new',
    );
  },
};
