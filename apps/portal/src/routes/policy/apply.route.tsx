import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../features/application/components/apply-page';
import { applySearchSchema } from '../../features/application/apply-search';

// 政策申报 (contract §2 /apply?id=<call>): the call's form and materials, the draft saved as the
// member types, an idempotent submit, and the 补正 the operator asked for.
export const Route = createFileRoute('/_member/apply')({
  staticData: {
    page: {
      tab: 'match',
      title: '政策申报',
      plain: false,
      needsEnterprise: true,
      loginFor: '申报政策',
    },
  },
  validateSearch: applySearchSchema,
  component: ApplyRoute,
});

function ApplyRoute() {
  const { id } = Route.useSearch();
  return <ApplyPage callId={id} />;
}
