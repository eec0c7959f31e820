import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ConditionEditor } from './condition-editor';
import { emptyTree, fromConditions } from './condition-tree';
import type { GroupDraft } from './condition-tree';

/** A saved leaf, as admin_call_save stores it. */
const leaf = (id: string, label: string, field: string, op: string, value: unknown) => ({
  id,
  label,
  clause: '',
  field,
  op,
  value,
});

/** The editor holds its tree as a call editor does (the page owns the draft). */
function Editor({ initial }: { initial: () => GroupDraft }) {
  const [tree, setTree] = useState(initial);
  return <ConditionEditor value={tree} onChange={setTree} />;
}

const meta = {
  title: 'Console/ConditionEditor',
  component: Editor,
  args: { initial: emptyTree },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A saved call's conditions: 注册地 西湖区, and 营业收入 over 2000 万元 or 高新技术企业. */
export const SavedCall: Story = {
  args: {
    initial: () =>
      fromConditions({
        all: [
          leaf('c1', '注册地（区） = 西湖区', 'district', 'eq', '西湖区'),
          {
            any: [
              leaf('c2', '上年度营业收入 > 2000 万元', 'revenue', 'gt', 2000),
              leaf('c3', '企业资质 包含 高新技术企业', 'qualifications', 'contains_any', [
                '高新技术企业',
              ]),
            ],
          },
        ],
      }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('group', { name: '条件 c1' })).toBeVisible();
    await expect(page.getByRole('group', { name: '条件组（任一满足）' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: '条件 c2的取值' })).toHaveValue('2000');
    await expect(page.queryByRole('list', { name: '条件问题' })).toBeNull();
  },
};

/** A new call: nothing yet, said in the server's words; 添加条件 starts the first row. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('请至少添加一个条件')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '添加条件' }));
    await expect(page.getByRole('group', { name: '条件 c1' })).toBeVisible();
  },
};
