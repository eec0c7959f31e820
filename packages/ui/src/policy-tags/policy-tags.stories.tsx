import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  PolicyValidityTag,
  WindowStateTag,
  type PolicyValidityState,
  type WindowState,
} from './policy-tags';

const windows: { state: WindowState; daysLeft?: number }[] = [
  { state: 'upcoming' },
  { state: 'open', daysLeft: 23 },
  { state: 'closing', daysLeft: 3 },
  { state: 'closing', daysLeft: 0 },
  { state: 'closed' },
  { state: 'always' },
];
const validities: PolicyValidityState[] = ['current', 'revised', 'repealed', 'expired'];

function AllTags() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        {windows.map((item, index) => (
          <WindowStateTag key={index} state={item.state} daysLeft={item.daysLeft} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {validities.map((validity) => (
          <PolicyValidityTag key={validity} validity={validity} />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: '政策/状态标签 WindowStateTag · PolicyValidityTag',
  component: AllTags,
} satisfies Meta<typeof AllTags>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every window state of a call and every validity of a document. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('剩 3 天')).toBeInTheDocument();
    await expect(canvas.getByText('今日截止')).toBeInTheDocument();
    await expect(canvas.getByText('常年受理')).toBeInTheDocument();
    await expect(canvas.getByText('已废止')).toBeInTheDocument();
  },
};
