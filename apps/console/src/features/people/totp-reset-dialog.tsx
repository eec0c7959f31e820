// 重置二次验证: a confirmation; the person's authenticator and recovery codes are cleared, their
// sessions end, and their next console sign-in enrols a new one (a lost or replaced phone).
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';

export interface TotpResetDialogProps {
  readonly target: { readonly id: number; readonly name: string } | undefined;
  readonly onClose: () => void;
}

export function TotpResetDialog({ target, onClose }: TotpResetDialogProps) {
  const { client, toast } = useAppKit();
  const reset = useCallMutation(peopleAdminCalls.admin_staff_totp_reset, {
    client,
    invalidates: [peopleAdminCalls.admin_staff_list],
  });
  if (!target) return null;
  return (
    <ModalForm
      open
      title="重置二次验证"
      okText="重置"
      danger
      description={`将清除“${target.name}”的动态验证码与全部恢复码，并结束其登录；其下次登录管理后台时须重新绑定验证器。`}
      check={{ schema: peopleAdminCalls.admin_staff_totp_reset.body, body: { id: target.id } }}
      onSubmit={async () => {
        await reset.mutateAsync({ id: target.id });
        void toast('success', `已重置“${target.name}”的二次验证`);
      }}
      onClose={onClose}
    />
  );
}
