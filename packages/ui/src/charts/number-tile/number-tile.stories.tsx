import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { darkScreen } from '../story-support/dark-screen';
import { NumberTile } from './number-tile';

const meta = {
  title: '数据大屏/数字翻牌 NumberTile',
  component: NumberTile,
  decorators: [darkScreen(240, 110)],
  args: { label: '企业总数', value: 12_846, unit: '家' },
} satisfies Meta<typeof NumberTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts up from 0 and settles on the value, grouped in thousands. */
export const Count: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: '企业总数' });
    await waitFor(() => expect(tile).toHaveTextContent('12,846家'), { timeout: 3000 });
  },
};

/** Money in 万 with two decimals. */
export const Money: Story = {
  args: { label: '扶持资金', value: 23_456.78, unit: '万元', decimals: 2 },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: '扶持资金' });
    await waitFor(() => expect(tile).toHaveTextContent('23,456.78万元'), { timeout: 3000 });
  },
};

/**
 * A figure wider than its tile (a large park's subsidies, in the data screen's 222 px tile): it
 * shrinks so that the figure and 万元 stay inside the tile, instead of the unit running past it.
 */
export const LongFigure: Story = {
  decorators: [darkScreen(222, 116)],
  args: { label: '扶持资金', value: 1_234_567.89, unit: '万元', decimals: 2 },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('group', { name: '扶持资金' });
    await waitFor(() => expect(tile).toHaveTextContent('1,234,567.89万元'), { timeout: 3000 });
  },
};

/** A row of tiles as on the screen's top band. */
export const Row: Story = {
  decorators: [darkScreen(1000, 110)],
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, height: '100%' }}
    >
      <NumberTile label="企业总数" value={240} unit="家" />
      <NumberTile label="知识产权企业" value={131} unit="家" />
      <NumberTile label="政策总数" value={182} unit="件" />
      <NumberTile label="扶持资金" value={12_345.67} unit="万元" decimals={2} />
    </div>
  ),
};
