import { createFileRoute } from '@tanstack/react-router';
import { LiveApplicationsPage } from '../../features/application/components/live-applications-page';

// 个人中心 › 申报中 (contract §2 /sbNow): live applications with their timelines and what is
// expected of the member, and the 免申即享 cases awaiting confirmation.
export const Route = createFileRoute('/_member/_center/sbNow')({
  staticData: { page: { tab: 'basics', title: '申报中', plain: false, needsEnterprise: true } },
  component: LiveApplicationsPage,
});
