import { createFileRoute } from '@tanstack/react-router';
import { ContentList } from '../../../features/content/content-list';
import { contentSearchSchema } from '../../../features/content/content-search';

/** /content: 资讯公告 — 园区动态, 政策知识, 政策资讯 and 公告 by tab, drafts too, filtered in the address. */
export const Route = createFileRoute('/_shell/content/')({
  validateSearch: contentSearchSchema,
  component: ContentListPage,
});

function ContentListPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContentList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
