import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkScreen } from '../story-support/dark-screen';
import { Clock } from './clock';

const meta = {
  title: '数据大屏/时钟 Clock',
  component: Clock,
  decorators: [darkScreen(360, 60)],
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The park's time (Asia/Shanghai), whatever the zone of the computer showing it. */
export const Shanghai: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time?.textContent).toMatch(
      /\d{2}:\d{2}:\d{2}\d{4}年\d{2}月\d{2}日星期[一二三四五六日]/,
    );
  },
};
