// 停用 (with the reason the call requires, judged by its own schema) and 启用 of an account, a
// member's or staff's: one dialog, the server's refusal inside it. Whatever list or detail shows
// accounts is refreshed after.
import { ModalForm } from '@qyfw/app-kit/modal-form';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';

/** The calls whose answers show an account's state. */
export const ACCOUNT_VIEWS = [
  peopleAdminCalls.admin_member_list,
  peopleAdminCalls.admin_member_detail,
  peopleAdminCalls.admin_staff_list,
  peopleAdminCalls.admin_enterprise_detail,
];

export interface AccountStateDialogProps {
  /** The account and what to do with it; undefined: closed. */
  readonly target:
    | { readonly id: number; readonly name: string; readonly action: 'disable' | 'enable' }
    | undefined;
  /** 会员 or 工作人员: the dialog says whose account it is. */
  readonly kind: string;
  readonly onClose: () => void;
}

export function AccountStateDialog({ target, kind, onClose }: AccountStateDialogProps) {
  const { client, toast } = useAppKit();
  const disable = useCallMutation(peopleAdminCalls.admin_account_disable, {
    client,
    invalidates: ACCOUNT_VIEWS,
  });
  const enable = useCallMutation(peopleAdminCalls.admin_account_enable, {
    client,
    invalidates: ACCOUNT_VIEWS,
  });
  if (!target) return null;
  const disabling = target.action === 'disable';
  const title = disabling ? `停用${kind}` : `启用${kind}`;
  return (
    <ModalForm
      open
      title={title}
      okText={disabling ? '停用' : '启用'}
      danger={disabling}
      description={
        disabling
          ? `停用后“${target.name}”的全部登录立即失效，且无法再登录，直到重新启用。`
          : `启用后“${target.name}”可以重新登录（已失效的登录不会恢复）。`
      }
      needs={disabling ? { reason: true } : {}}
      reasonLabel="停用原因"
      reasonPlaceholder="写明停用的原因，将记入审计日志"
      check={
        disabling
          ? { schema: peopleAdminCalls.admin_account_disable.body, body: { id: target.id } }
          : { schema: peopleAdminCalls.admin_account_enable.body, body: { id: target.id } }
      }
      onSubmit={async (values) => {
        if (disabling) await disable.mutateAsync({ id: target.id, reason: values.reason ?? '' });
        else await enable.mutateAsync({ id: target.id });
        void toast('success', `已${disabling ? '停用' : '启用'}“${target.name}”`);
      }}
      onClose={onClose}
    />
  );
}
