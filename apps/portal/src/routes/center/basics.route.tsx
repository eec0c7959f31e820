import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { BasicsPage } from '../../features/account-security/components/basics-page';

// 个人中心 › 基本信息 (contract §2 /basics; issue 13): nickname, username, avatar, password,
// bound contacts and the login history.
export const Route = createFileRoute('/_member/_center/basics')({
  staticData: { page: { tab: 'basics', title: '基本信息', plain: false } },
  component: () => (
    <PageSheet title="基本信息">
      <BasicsPage />
    </PageSheet>
  ),
});
