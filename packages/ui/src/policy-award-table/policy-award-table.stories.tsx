import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PolicyAwardTable, type PolicyAwardRow } from './policy-award-table';

const companies = [
  '杭州云栖智能科技有限公司',
  '浙江数联信息技术股份有限公司',
  '杭州绿源新材料有限公司',
  '宁波海曙精密机械有限公司',
  '温州瓯越电气有限公司',
  '嘉兴南湖生物医药有限公司',
  '湖州太湖新能源科技有限公司',
  '绍兴柯桥纺织科技有限公司',
];

const rows: PolicyAwardRow[] = companies.map((enterpriseName, index) => ({
  id: index + 1,
  enterpriseName,
  topicName: index % 2 ? '省级专精特新中小企业奖励' : '高新技术企业认定奖励',
  levelLabel: '省级',
  unit: '浙江省经济和信息化厅',
  amount: `${(50 - index * 4.25).toFixed(2)}万`,
}));

const meta = {
  title: '首页/扶持企业表 PolicyAwardTable',
  component: PolicyAwardTable,
  args: {
    rows,
    caption: '2026年第一批省级专精特新中小企业奖励名单',
    visibleRows: 5,
    bodyHeight: 160,
    stepPx: 1,
    intervalMs: 50,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 860 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PolicyAwardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More than 5 rows: the body scrolls by itself and pauses on hover. */
export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: /专精特新/ });
    await expect(table.parentElement).toHaveAttribute('data-moving', 'true');
  },
};

/** Up to 5 rows stand still. */
export const FewRows: Story = {
  args: { rows: rows.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table.parentElement).not.toHaveAttribute('data-moving');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** Long names are cut with an ellipsis; the full text shows on hover. */
export const LongChineseText: Story = {
  args: {
    rows: rows.slice(0, 4).map((row) => ({
      ...row,
      enterpriseName: `${row.enterpriseName}（原杭州市西湖区某某电子信息技术研究院有限公司）`,
      topicName: '2026年度浙江省重点研发计划“尖兵”“领雁”项目配套资助资金',
      unit: '浙江省科学技术厅、浙江省财政厅',
    })),
  },
};

/** A list without rows says so in the body. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell')).toHaveTextContent('暂无获扶持企业');
  },
};
