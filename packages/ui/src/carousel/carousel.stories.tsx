import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bannerImage } from '../story-fixtures/images';
import { Carousel } from './carousel';

const slides = [
  { src: bannerImage('惠企政策 一站直达', 0), alt: '惠企政策 一站直达' },
  { src: bannerImage('知识产权 全程护航', 3), alt: '知识产权 全程护航' },
  { src: bannerImage('惠企服务 精准对接', 1), alt: '惠企服务 精准对接' },
];

const meta = {
  title: '首页/轮播 Carousel',
  component: Carousel,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div>
        <p style={{ margin: '8px 16px' }}>首页轮播：1920 × 400 横幅，居中裁切</p>
        <Story />
      </div>
    ),
  ],
  args: {
    slides,
    label: '首页轮播',
    height: 400,
    imageWidth: 1920,
    imageHeight: 400,
    intervalMs: 5000,
    fallback: (
      <div
        style={{
          height: '100%',
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          fontSize: 36,
        }}
      >
        企业服务门户
      </div>
    ),
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Indicators follow the slide and select it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张' }));
    await expect(canvas.getByRole('button', { name: '第 3 张' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('img')).toHaveAttribute('alt', '惠企服务 精准对接');
  },
};

/** One slide: no indicators, no timer. */
export const SingleSlide: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A placeholder of the final height while the site config loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** No images configured (or the config failed): the branded fallback. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('企业服务门户')).toBeInTheDocument();
  },
};

/** Long alt texts are read, not shown. */
export const LongChineseText: Story = {
  args: {
    slides: [
      {
        src: bannerImage('2026年度全省惠企政策集中兑现活动启动', 2),
        alt: '2026年度全省惠企政策集中兑现活动正式启动，涉及科技创新、人才引进、技术改造等十二大类共计八十六项政策',
      },
      ...slides.slice(1),
    ],
  },
};
