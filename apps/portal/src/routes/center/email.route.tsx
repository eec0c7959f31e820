import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { ContactPage } from '../../features/account-security/components/contact-page';

// 个人中心 › 邮箱 (contract §2 /email): re-authenticate, verify the new email, done.
export const Route = createFileRoute('/_member/_center/email')({
  staticData: { page: { tab: 'basics', title: '绑定邮箱', plain: false } },
  component: () => (
    <PageSheet title="绑定邮箱">
      <ContactPage purpose="email" />
    </PageSheet>
  ),
});
