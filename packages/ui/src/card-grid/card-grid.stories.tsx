import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { coverImage } from '../story-fixtures/images';
import { CardGrid, cardGridHeight, CardGridSkeleton, type CardGridDefinition } from './card-grid';
import { emptyStory, errorStory, fixedWidth, loadingStory } from './story-helpers';

interface Notice {
  id: number;
  href: string;
  title: string;
  summary: string;
}

const notices: Notice[] = ['高企认定', '专利预审', '融资对接', '人才政策'].map((title, index) => ({
  id: index + 1,
  href: `/notice?id=${index + 1}`,
  title,
  summary: '材料准备、线上填报与评审辅导',
}));

/** A small picture beside a title and a line, the way the expert and talent cards sit. */
const besideCards: CardGridDefinition<Notice> = {
  layout: { media: 'beside', columns: 2, cardHeight: 96, rowGap: 16, columnGap: 16 },
  renderCard: (notice) => (
    <>
      <img src={coverImage(notice.title, notice.id)} alt="" width={64} height={64} />
      <span style={{ minWidth: 0, overflow: 'hidden' }}>
        <strong>{notice.title}</strong>
        <br />
        {notice.summary}
      </span>
    </>
  ),
  placeholder: { media: { width: 64, height: 64 }, lines: [{ height: 18, width: '50%' }] },
};

/** A cover across the top and the title under it, the way the service cards sit. */
const aboveCards: CardGridDefinition<Notice> = {
  layout: { media: 'above', columns: 4, cardHeight: 128, rowGap: 16, columnGap: 20 },
  renderCard: (notice) => (
    <>
      <img
        src={coverImage(notice.title, notice.id)}
        alt=""
        style={{ width: '100%', height: 80, objectFit: 'cover' }}
      />
      <strong style={{ padding: '8px 12px' }}>{notice.title}</strong>
    </>
  ),
  placeholder: { media: { height: 80 }, lines: [{ height: 16, width: '80%' }] },
};

const meta = {
  title: '首页/卡片网格 CardGrid',
  component: CardGrid<Notice>,
  args: { items: notices, definition: besideCards },
  decorators: [fixedWidth(540)],
} satisfies Meta<typeof CardGrid<Notice>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards, each one link to its item. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(cards).toHaveLength(notices.length);
    const hrefs = cards.map((card) => within(card).getByRole('link').getAttribute('href'));
    await expect(hrefs).toEqual(notices.map((notice) => notice.href));
  },
};

export const PictureAbove: Story = {
  args: { definition: aboveCards },
  decorators: [fixedWidth(900)],
};

/** However long the text, a card keeps the layout's height; clipping it is the caller's part. */
export const LongChineseText: Story = {
  args: {
    items: notices.map((notice) => ({
      ...notice,
      summary: `${notice.summary}，以及政策解读、专家评审辅导和后续年度复核等全流程服务`,
    })),
  },
};

const SECTION = { title: '卡片网格', bodyHeight: cardGridHeight(2, besideCards.layout) };
export const Loading: Story = loadingStory(
  SECTION,
  <CardGridSkeleton count={notices.length} definition={besideCards} />,
);
export const LoadingPictureAbove: Story = {
  ...loadingStory(
    { title: '卡片网格', bodyHeight: cardGridHeight(1, aboveCards.layout) },
    <CardGridSkeleton count={notices.length} definition={aboveCards} />,
  ),
  decorators: [fixedWidth(900)],
};
export const Empty: Story = emptyStory(SECTION, '暂无内容');
export const LoadError: Story = errorStory(SECTION);
