import { createFileRoute } from '@tanstack/react-router';
import { RecordPage } from '../../features/enterprise/components/record-page';

const TITLE = '企业信息';

// 个人中心 › 企业信息 (contract §2 /information): the enterprise record. Not needsEnterprise: a member
// without an enterprise sees the way to 企业认证 here rather than the member layout's refusal.
export const Route = createFileRoute('/_member/_center/information')({
  staticData: { page: { tab: 'basics', title: TITLE, plain: false, loginFor: '查看企业信息' } },
  component: RecordPage,
});
