import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Highlight } from './highlight';

const meta = {
  title: '基础/关键词高亮 Highlight',
  component: Highlight,
  args: {
    text: '杭州市关于高新技术企业认定奖励的实施办法（试行）',
    keyword: '高新技术 奖励',
  },
} satisfies Meta<typeof Highlight>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phrase: Story = {
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement)
      .getAllByText(/./, { selector: 'mark' })
      .map((mark) => mark.textContent);
    await expect(marks).toEqual(['高新技术', '奖励']);
  },
};

/** The search matched the bigrams of 高新技术 in different places: each is marked. */
export const Bigrams: Story = {
  args: { text: '高新区支持企业技术改造的若干意见', keyword: '高新技术' },
  play: async ({ canvasElement }) => {
    const marks = within(canvasElement)
      .getAllByText(/./, { selector: 'mark' })
      .map((mark) => mark.textContent);
    await expect(marks).toEqual(['高新', '技术']);
  },
};

export const NoKeyword: Story = { args: { keyword: '' } };
