import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryFrame } from '../../testing/story-frame';
import { NextYearBanner } from './next-year-banner';

const STATUS = '/api/console/calendar/status';

const status = (entered: readonly number[]) => ({
  data: {
    current_year: 2026,
    next_year: 2027,
    current_year_entered: entered.includes(2026),
    next_year_entered: entered.includes(2027),
    years: entered,
  },
});

function Banner({ entered }: { entered: readonly number[] }) {
  return (
    <StoryFrame answers={{ [STATUS]: status(entered) }}>
      <NextYearBanner />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/NextYearBanner',
  component: Banner,
  args: { entered: [2026] },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 2027 not entered yet: the shell warns and links to the calendar at that year. */
export const NextYearMissing: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/2027 年的节假日安排尚未录入/)).toBeVisible();
    await expect(page.getByRole('link', { name: '前往工作日历' })).toHaveAttribute(
      'href',
      '/calendar?year=2027',
    );
  },
};

/** Not even this year entered: the warning names this year first. */
export const ThisYearMissing: Story = {
  args: { entered: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/2026 年的节假日安排尚未录入/),
    ).toBeVisible();
  },
};
