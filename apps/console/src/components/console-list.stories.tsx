import type { Meta, StoryObj } from '@storybook/react-vite';
import * as identityAdminCalls from '@qyfw/portal-sdk/calls/identity-admin';
import type { AuthRequestItem } from '@qyfw/portal-sdk/calls/identity';
import { enterpriseAuthFlow } from '@qyfw/portal-sdk/flows';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../testing/story-frame';
import type { StoryAnswer } from '../testing/story-frame';
import { ConsoleList } from './console-list';
import { ListFilters } from './list-filters';

const CALL = identityAdminCalls.admin_auth_request_list;

const request = (id: number, name: string, state: AuthRequestItem['state']): AuthRequestItem => ({
  id,
  state,
  version: 1,
  enterprise_name: name,
  credit_code: '91330106MA2K8X7Q1N',
  legal_person: '张伟',
  applicant: { id: 30 + id, name: '张伟', mobile: '139****0101' },
  enterprise_id: null,
  submittime: 1_772_413_200,
  reviewtime: null,
});

const rows = [
  request(1, '杭州钱塘精芯半导体有限公司', 'pending'),
  request(2, '杭州滨江数智物联科技有限公司', 'pending'),
  request(3, '杭州余杭绿能新材料有限公司', 'returned'),
];

/** A list as a route holds it: the search in state, as the address would keep it. */
function List({ answer }: { answer: StoryAnswer }) {
  const [search, setSearch] = useState<{ page: number; keyword?: string }>({ page: 1 });
  return (
    <StoryFrame answers={{ [CALL.path]: answer }}>
      <ConsoleList
        title="企业认证审核"
        label="企业认证申请"
        call={CALL}
        search={search}
        onSearchChange={setSearch}
        filters={
          <ListFilters
            keywordLabel="企业名称或统一社会信用代码"
            search={search}
            onSearchChange={setSearch}
          />
        }
        columns={[
          { title: '企业名称', key: 'name', render: (_, row) => row.enterprise_name },
          { title: '状态', key: 'state', render: (_, row) => enterpriseAuthFlow.states[row.state] },
        ]}
        emptyText="没有符合条件的认证申请"
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/ConsoleList',
  component: List,
  args: { answer: { data: { list: rows, total: rows.length, page: 1, pageSize: 20 } } },
} satisfies Meta<typeof List>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the section; the rows come from the list call; a keyword searches. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('region', { name: '企业认证审核' })).toBeVisible();
    await expect(await page.findByText('杭州滨江数智物联科技有限公司')).toBeVisible();
    await userEvent.type(
      page.getByRole('searchbox', { name: '企业名称或统一社会信用代码' }),
      '钱塘{enter}',
    );
    await expect(page.getByRole('searchbox', { name: '企业名称或统一社会信用代码' })).toHaveValue(
      '钱塘',
    );
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { answer: { data: { list: [], total: 0, page: 1, pageSize: 20 } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('没有符合条件的认证申请')).toBeVisible();
  },
};

/** The list call failed: the kit's 加载失败 with 重试. */
export const Failed: Story = {
  args: { answer: { refusal: '服务暂时不可用，请稍后再试' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/企业认证申请加载失败/)).toBeVisible();
  },
};
