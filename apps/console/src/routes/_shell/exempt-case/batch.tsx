import { createFileRoute } from '@tanstack/react-router';
import { BatchRun } from '../../../features/exempt-case/batch-run';
import { batchSearchSchema } from '../../../features/exempt-case/batch-search';

/** /exempt-case/batch: 运行比对批次 for a published 免申即享 call, its result and its cases. */
export const Route = createFileRoute('/_shell/exempt-case/batch')({
  validateSearch: batchSearchSchema,
  component: BatchRunPage,
});

function BatchRunPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <BatchRun search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
