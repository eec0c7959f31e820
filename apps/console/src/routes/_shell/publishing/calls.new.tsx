import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewCallPage } from '../../../features/publishing/call-editor-page';

/** /publishing/calls/new?policy_id=: a new call for applications (under that document). */
export const Route = createFileRoute('/_shell/publishing/calls/new')({
  validateSearch: z.object({
    policy_id: z.coerce.number().int().min(1).optional().catch(undefined),
  }),
  component: NewCallRoute,
});

function NewCallRoute() {
  const { policy_id } = Route.useSearch();
  return <NewCallPage policyId={policy_id} />;
}
