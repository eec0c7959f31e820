import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { ContactPage } from '../../features/account-security/components/contact-page';

// 个人中心 › 更换手机号 (contract §2 /phone): re-authenticate, verify the new phone, done.
export const Route = createFileRoute('/_member/_center/phone')({
  staticData: { page: { tab: 'basics', title: '更换手机号', plain: false } },
  component: () => (
    <PageSheet title="更换手机号">
      <ContactPage purpose="phone" />
    </PageSheet>
  ),
});
