import { createFileRoute } from '@tanstack/react-router';
import { PageSheet } from '../../components/page-sheet';
import { MessageCenter } from '../../features/message/components/message-center';
import { messageListSearchSchema } from '../../features/message/search';
import { BASE_PATH } from '../../lib/base-path';
import { useSession } from '../../session';

/**
 * /messages 消息中心 (issue 13, beyond the spec): every state change of the member's records and
 * every reminder. The filters live in the address (?type=&state=&page=).
 */
export const Route = createFileRoute('/_member/_center/messages')({
  staticData: { page: { tab: 'basics', title: '消息中心', plain: false } },
  validateSearch: messageListSearchSchema,
  component: MessagesPage,
});

function MessagesPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { userId } = useSession();
  return (
    <PageSheet title="消息中心">
      <MessageCenter
        member={userId ?? ''}
        search={search}
        onSearchChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, ...next }), resetScroll: false })
        }
        // A message's link is a portal path; built or planned, the router resolves it by address.
        onFollow={(link) => void navigate({ href: `${BASE_PATH}${link}` })}
      />
    </PageSheet>
  );
}
