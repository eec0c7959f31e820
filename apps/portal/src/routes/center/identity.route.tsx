import { createFileRoute } from '@tanstack/react-router';
import { IdentityPage } from '../../features/identity/components/identity-page';

const TITLE = '企业认证';

// 个人中心 › 企业认证 (contract §2 /identity; DOMAIN §7). Not needsEnterprise: this is where a member
// without an enterprise gets one.
export const Route = createFileRoute('/_member/_center/identity')({
  staticData: { page: { tab: 'basics', title: TITLE, plain: false, loginFor: '进行企业认证' } },
  component: IdentityPage,
});
