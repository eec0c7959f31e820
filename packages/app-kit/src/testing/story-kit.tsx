// A kit for stories: the real SDK client with an in-memory fetch answering the 示例 calls from
// fixtures, so a story shows the frames exactly as a screen does, with no server and no network.
import { createPortalClient } from '@qyfw/portal-sdk/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppKitProvider, type AppKit } from '../provider';

/** A path's answer: the data of a success, or a refusal's message. */
export type StoryAnswer = { data: unknown } | { refusal: string } | { pending: true };

function respond(answer: StoryAnswer | undefined): Promise<Response> {
  if (answer && 'pending' in answer) return new Promise(() => {});
  const body = !answer
    ? { code: 404, msg: '接口不存在' }
    : 'refusal' in answer
      ? { code: 500, msg: answer.refusal, data: null }
      : { code: 200, msg: '成功', data: answer.data };
  return Promise.resolve(
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
  );
}

export function StoryKit({
  answers,
  children,
}: {
  answers: Readonly<Record<string, StoryAnswer>>;
  children: ReactNode;
}) {
  const [setup] = useState(() => {
    const kit: AppKit = {
      client: createPortalClient({
        baseUrl: 'http://story.invalid',
        fetch: (input) =>
          respond(answers[new URL(input instanceof Request ? input.url : String(input)).pathname]),
      }),
      toast: () => undefined,
    };
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return { kit, queryClient };
  });
  return (
    <QueryClientProvider client={setup.queryClient}>
      <AppKitProvider kit={setup.kit}>{children}</AppKitProvider>
    </QueryClientProvider>
  );
}
