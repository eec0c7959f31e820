import { AGREEMENT_PAGES } from '@qyfw/portal-sdk/constants';
import { agreementStatusSchema, type AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AgreementView } from '../../features/account/components/agreement-view';
import { pageTitle } from '../../lib/site';
import { require404Unless } from '../../routing/not-found';

// `?status=` arrives as text or a number; anything but 1, 2 or 3 has no page.
const searchSchema = z.object({
  status: z.coerce.number().pipe(agreementStatusSchema).optional().catch(undefined),
});

function labelOf(status: AgreementStatus | undefined): string | undefined {
  return Object.values(AGREEMENT_PAGES).find((page) => page.status === status)?.label;
}

export const Route = createFileRoute('/_library/ysMent')({
  staticData: { page: { tab: null, title: '隐私政策、用户协议与公司简介', plain: false } },
  validateSearch: searchSchema,
  // `?status=` missing or not 1, 2 or 3: no such page (the 404 page, no tab marked).
  beforeLoad: ({ search }) => require404Unless(search.status !== undefined),
  head: ({ match }) => {
    const label = labelOf(match.search.status);
    return label ? { meta: [{ title: pageTitle(label) }] } : {};
  },
  component: AgreementPage,
});

/** /ysMent?status=1|2|3 (contract §2): 隐私政策, 用户协议, 公司简介. */
function AgreementPage() {
  const { status } = Route.useSearch();
  // beforeLoad let only a known status through.
  return status === undefined ? null : <AgreementView status={status} />;
}
