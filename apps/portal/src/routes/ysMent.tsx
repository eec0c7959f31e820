import { AGREEMENT_PAGES } from '@qyfw/portal-sdk/constants';
import { agreementStatusSchema, type AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AgreementView } from '../features/account/components/agreement-view';
import { pageTitle } from '../lib/site';
import { NotFoundPage } from '../shell/not-found-page';

// `?status=` arrives as text or a number; anything but 1, 2 or 3 has no page.
const searchSchema = z.object({
  status: z.coerce.number().pipe(agreementStatusSchema).optional().catch(undefined),
});

function labelOf(status: AgreementStatus | undefined): string | undefined {
  return Object.values(AGREEMENT_PAGES).find((page) => page.status === status)?.label;
}

export const Route = createFileRoute('/ysMent')({
  validateSearch: searchSchema,
  head: ({ match }) => {
    const label = labelOf(match.search.status);
    return label ? { meta: [{ title: pageTitle(label) }] } : {};
  },
  component: AgreementPage,
});

/** /ysMent?status=1|2|3 (§2): 隐私政策, 用户协议, 公司简介. */
function AgreementPage() {
  const { status } = Route.useSearch();
  if (status === undefined) return <NotFoundPage />;
  return <AgreementView status={status} />;
}
