// A save's refusal that FormFrame leaves unsaid in the console: the kit's frame shows a business
// or request failure and expects the app's client to toast HTTP ones (the portal's does), while
// the console's client leaves every refusal with a message to the screen (its dialogs show them
// in place), so a stale save's 409 (数据已被他人修改，请刷新后再试) or a 404 would pass in silence.
// This shows the newest such refusal of `call` made since the screen opened, in the server's words.
import { failureMessage, refusalMessage } from '@qyfw/app-kit/call-errors';
import { callQueryKeyPrefix } from '@qyfw/portal-sdk/queries';
import type { CallDefinition } from '@qyfw/portal-sdk/schemas';
import { useMutationState } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useState } from 'react';

export function SaveRefusal({ call }: { readonly call: CallDefinition }) {
  const [opened] = useState(() => Date.now());
  const states = useMutationState({
    filters: { mutationKey: callQueryKeyPrefix(call) },
    select: (mutation) => mutation.state,
  });
  const last = states.filter((state) => state.submittedAt >= opened).at(-1);
  if (last?.status !== 'error') return null;
  // FormFrame says a business or request failure itself.
  if (failureMessage(last.error) !== undefined) return null;
  const message = refusalMessage(last.error);
  return message ? <Alert type="error" showIcon role="alert" title={message} /> : null;
}
