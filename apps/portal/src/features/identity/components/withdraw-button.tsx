import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { AuthRequest } from '@qyfw/portal-sdk/schemas';
import { Alert, Button, Popconfirm } from 'antd';
import { failureMessage } from '@qyfw/app-kit/call-errors';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { IDENTITY_INVALIDATES, identityCalls } from '../api';

/** 撤回: takes back an open request (asked once more first); the server's refusal shows below. */
export function WithdrawButton({ request }: { readonly request: AuthRequest }) {
  const withdraw = useCallMutation(identityCalls.auth_request_withdraw, {
    client: sdk,
    invalidates: IDENTITY_INVALIDATES,
    onSuccess: () => void notify.success('企业认证申请已撤回'),
  });
  return (
    <>
      <Popconfirm
        title="撤回企业认证申请？"
        description="撤回后可重新填写并提交。"
        okText="撤回"
        cancelText="取消"
        onConfirm={() => withdraw.mutate({ id: request.id, version: request.version })}
      >
        <Button danger loading={withdraw.isPending}>
          撤回申请
        </Button>
      </Popconfirm>
      {withdraw.error && failureMessage(withdraw.error) && (
        <Alert type="error" showIcon role="alert" title={failureMessage(withdraw.error)} />
      )}
    </>
  );
}
