import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageSheet } from '../../components/page-sheet';
import { WechatPanel } from '../../features/account-security/components/wechat-panel';
import { useSession } from '../../session';

/** What the WeChat callback appends when it sends the browser back here. */
const searchSchema = z.object({
  result: z.enum(['bound', 'error']).optional().catch(undefined),
  reason: z.string().max(32).optional().catch(undefined),
});

// 个人中心 › 微信绑定 (contract §2 /wechat): bind through WeChat Open Platform, or unbind.
export const Route = createFileRoute('/_member/_center/wechat')({
  staticData: { page: { tab: 'basics', title: '微信绑定', plain: false } },
  validateSearch: searchSchema,
  component: WechatPage,
});

function WechatPage() {
  const { result, reason } = Route.useSearch();
  const { userId } = useSession();
  return (
    <PageSheet title="微信绑定">
      <WechatPanel member={userId ?? ''} result={result} reason={reason} />
    </PageSheet>
  );
}
