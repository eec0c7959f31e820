// 变更角色: a role and, for a handler, the unit — set together, as the call takes them. Opened on
// staff (工作人员) and on a member who may become staff (会员详情's 设为工作人员). The person's
// sessions end when it is saved; the server's refusal (the last administrator, a member with an
// enterprise) shows in the dialog, which stays open.
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Alert, Form, Modal } from 'antd';
import { RefusalAlert } from '../../components/refusal-alert';
import { ACCOUNT_VIEWS } from './account-state-dialog';
import { RoleFields, unitOfRole } from './role-fields';
import type { RoleValues } from './role-fields';

export interface StaffRoleTarget {
  readonly id: number;
  readonly name: string;
  /** The current role ('member' for a member about to become staff). */
  readonly role: string;
  readonly unitId: number | null;
}

export interface StaffRoleDialogProps {
  /** undefined: closed. */
  readonly target: StaffRoleTarget | undefined;
  /** The signed-in administrator: changing one's own role ends one's own session. */
  readonly selfId?: number;
  readonly onClose: () => void;
  /** After the change was saved (a member made staff is then found in 工作人员). */
  readonly onSaved?: (staff: { readonly username: string | null }) => void;
}

export function StaffRoleDialog({ target, selfId, onClose, onSaved }: StaffRoleDialogProps) {
  const { client, toast } = useAppKit();
  const [form] = Form.useForm<RoleValues>();
  const change = useCallMutation(peopleAdminCalls.admin_staff_role, {
    client,
    invalidates: [...ACCOUNT_VIEWS, peopleAdminCalls.admin_unit_list],
    onSuccess: (staff) => {
      void toast('success', `已将“${staff.name}”设为${staff.role_label}`);
      close();
      onSaved?.(staff);
    },
  });
  const becomingStaff = target?.role === 'member';
  const title = becomingStaff ? '设为工作人员' : '变更角色';

  function close() {
    change.reset();
    form.resetFields();
    onClose();
  }

  async function send() {
    if (!target) return;
    const values = await form.validateFields();
    change.mutate({
      id: target.id,
      role: values.role!,
      unit_id: unitOfRole(values),
    });
  }

  return (
    <Modal
      open={target !== undefined}
      title={title}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: change.isPending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      {target ? (
        <Form<RoleValues>
          form={form}
          layout="vertical"
          aria-label={title}
          initialValues={{
            ...(becomingStaff ? {} : { role: target.role as ConsoleRole }),
            ...(target.unitId === null ? {} : { unit_id: target.unitId }),
          }}
        >
          <p>
            {becomingStaff
              ? `“${target.name}”将成为工作人员，首次登录管理后台时绑定动态验证码；其门户登录随即失效。`
              : `保存后“${target.name}”的全部登录立即失效，新角色在其重新登录后生效。`}
          </p>
          {target.id === selfId ? (
            <Alert
              type="warning"
              showIcon
              title="这是你自己的账号：保存后你将退出管理后台，且不再是系统管理员。"
            />
          ) : null}
          <RoleFields unitExtra="办理人员只能看到本单位的事项" />
          <RefusalAlert error={change.error} fallback="保存失败，请稍后重试" />
        </Form>
      ) : null}
    </Modal>
  );
}
