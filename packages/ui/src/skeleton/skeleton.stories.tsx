import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

function SkeletonShowcase() {
  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', width: 480 }}>
      <Skeleton width={64} height={64} shape="circle" />
      <div style={{ display: 'grid', gap: 8, flex: 1 }}>
        <Skeleton height={18} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </div>
      <span>占位示例</span>
    </div>
  );
}

const meta = {
  title: '基础/骨架屏 Skeleton',
  component: SkeletonShowcase,
} satisfies Meta<typeof SkeletonShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placeholders keep the final size and are hidden from screen readers. */
export const Blocks: Story = {
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(blocks).toHaveLength(4);
  },
};
