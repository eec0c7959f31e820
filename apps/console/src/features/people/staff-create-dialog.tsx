// 新建工作人员: username, name, mobile and role (a handler's unit with it), each field judged by the
// call's own schema; the first password typed twice, or made by the server and shown once here
// afterwards. The person enrols the authenticator at their first console sign-in.
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { staffNameSchema } from '@qyfw/portal-sdk/calls/people-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { mobileSchema, passwordSchema, usernameSchema } from '@qyfw/portal-sdk/validators';
import { Form, Input, Modal, Radio } from 'antd';
import { RefusalAlert } from '../../components/refusal-alert';
import { ACCOUNT_VIEWS } from './account-state-dialog';
import { RoleFields, unitOfRole } from './role-fields';
import type { RoleValues } from './role-fields';

interface CreateValues extends RoleValues {
  readonly username: string;
  readonly name: string;
  readonly mobile: string;
  readonly password_mode: 'generate' | 'typed';
  readonly password?: string;
  readonly confirm?: string;
}

export interface StaffCreateDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The new account, with the generated password when the server made one. */
  readonly onCreated: (created: { name: string; initialPassword: string | null }) => void;
}

export function StaffCreateDialog({ open, onClose, onCreated }: StaffCreateDialogProps) {
  const { client } = useAppKit();
  const [form] = Form.useForm<CreateValues>();
  const mode = Form.useWatch('password_mode', form);
  const create = useCallMutation(peopleAdminCalls.admin_staff_create, {
    client,
    invalidates: [...ACCOUNT_VIEWS, peopleAdminCalls.admin_unit_list],
    onSuccess: (answer) => {
      close();
      onCreated({ name: answer.staff.name, initialPassword: answer.initial_password });
    },
  });

  function close() {
    create.reset();
    form.resetFields();
    onClose();
  }

  async function send() {
    const values = await form.validateFields();
    create.mutate({
      username: values.username.trim(),
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      role: values.role!,
      unit_id: unitOfRole(values),
      ...(values.password_mode === 'typed' && values.password ? { password: values.password } : {}),
    });
  }

  return (
    <Modal
      open={open}
      title="新建工作人员"
      okText="新建"
      cancelText="取消"
      okButtonProps={{ loading: create.isPending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        aria-label="新建工作人员"
        initialValues={{ password_mode: 'generate' }}
      >
        <Form.Item name="username" label="用户名" rules={[schemaRule(usernameSchema)]}>
          <Input autoComplete="off" maxLength={32} />
        </Form.Item>
        <Form.Item name="name" label="姓名" rules={[schemaRule(staffNameSchema)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="mobile" label="手机号" rules={[schemaRule(mobileSchema)]}>
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <RoleFields />
        <Form.Item name="password_mode" label="初始密码">
          <Radio.Group
            options={[
              { value: 'generate', label: '系统生成（仅显示一次）' },
              { value: 'typed', label: '自行设置' },
            ]}
          />
        </Form.Item>
        {mode === 'typed' ? (
          <>
            <Form.Item name="password" label="密码" rules={[schemaRule(passwordSchema)]}>
              <Input.Password autoComplete="new-password" maxLength={32} />
            </Form.Item>
            <Form.Item
              name="confirm"
              label="再次输入密码"
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string) => {
                    if (!value) throw new Error('请再次输入密码');
                    if (value !== getFieldValue('password'))
                      throw new Error('两次输入的密码不一致');
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={32} />
            </Form.Item>
          </>
        ) : null}
        <p>首次登录管理后台时，须用验证器应用绑定动态验证码。</p>
        <RefusalAlert error={create.error} fallback="新建失败，请稍后重试" />
      </Form>
    </Modal>
  );
}
