import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../../testing/story-frame';
import { RichTextEditor } from './rich-text-editor';

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <StoryFrame>
      <RichTextEditor label="正文" value={value} onChange={setValue} />
      <output aria-label="当前 HTML">{value}</output>
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/RichTextEditor',
  component: Editor,
  args: {
    initial:
      '<h2>一、活动安排</h2><p>园区举办<strong>数字化转型</strong>沙龙。</p><ul><li>签到</li></ul>',
  },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 正文 in the visual editor: the toolbar's controls named in Chinese, the text as written. */
export const Visual: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const toolbar = await page.findByRole('toolbar', { name: '正文格式' });
    await expect(within(toolbar).getByRole('button', { name: '加粗' })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: '撤销' })).toBeDisabled();
    const area = page.getByRole('textbox', { name: '正文' });
    await expect(within(area).getByText('数字化转型').tagName).toBe('STRONG');
  },
};

/** A body with a table opens as HTML source, so the table is kept. */
export const WithTable: Story = {
  args: {
    initial: '<p>申报时间：</p><table><tbody><tr><td>3月1日—3月31日</td></tr></tbody></table>',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const source = await page.findByRole('textbox', { name: '正文（HTML 源码）' });
    await expect(source).toHaveValue(
      '<p>申报时间：</p><table><tbody><tr><td>3月1日—3月31日</td></tr></tbody></table>',
    );
    await expect(page.getByRole('button', { name: '返回可视编辑' })).toBeDisabled();
  },
};
