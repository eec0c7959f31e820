import { AWARD_IMPORT_MESSAGES } from '@qyfw/portal-sdk/calls/award-list-admin';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AwardImportProblems } from './award-import-problems';

const meta = {
  title: 'Console/AwardList/AwardImportProblems',
  component: AwardImportProblems,
  args: {
    message: AWARD_IMPORT_MESSAGES.rowsRefused(3, 4),
    refusal: {
      rows: 120,
      bad_rows: 3,
      problem_count: 4,
      problems: [
        { row: 4, column: '企业名称', message: '请填写企业名称' },
        { row: 4, column: '扶持金额（万元）', message: AWARD_IMPORT_MESSAGES.moneyNegative },
        { row: 9, column: '统一社会信用代码', message: AWARD_IMPORT_MESSAGES.creditCodeCheck },
        { row: 15, column: null, message: AWARD_IMPORT_MESSAGES.exampleRow },
      ],
    },
    onDownloadReport: fn(async () => undefined),
  },
} satisfies Meta<typeof AwardImportProblems>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every wrong row, one line a problem, with 下载错误报告 for the same rows in a workbook. */
export const RowsRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('有 3 行不符合要求');
    const rows = within(page.getByRole('table', { name: '错误列表' })).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[4]).toHaveTextContent(`第 15 行整行${AWARD_IMPORT_MESSAGES.exampleRow}`);
    await userEvent.click(page.getByRole('button', { name: '下载错误报告' }));
    await waitFor(() => expect(args.onDownloadReport).toHaveBeenCalled());
  },
};

/** The report cannot be made (the file was refused meanwhile): the reason, the table stays. */
export const ReportRefused: Story = {
  args: {
    onDownloadReport: fn(async () => {
      throw new Error('该文件没有发现有误的行，可以直接导入');
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: '下载错误报告' }));
    await expect(await page.findByText('该文件没有发现有误的行，可以直接导入')).toBeVisible();
    await expect(page.getByRole('table', { name: '错误列表' })).toBeVisible();
  },
};
