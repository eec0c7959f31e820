import { createFileRoute } from '@tanstack/react-router';
import { ObtainedPage } from '../../features/application/components/obtained-page';

// 个人中心 › 已获政策 (contract §2 /yinformation): support obtained, from award lists and paid
// applications, with totals by year.
export const Route = createFileRoute('/_member/_center/yinformation')({
  staticData: { page: { tab: 'basics', title: '已获政策', plain: false, needsEnterprise: true } },
  component: ObtainedPage,
});
