// The role of a console account and, for a handler (办理人员), the unit it works for: set together,
// as admin_staff_create and admin_staff_role both take them (fields of the dialog's own Form).
import { CONSOLE_ROLES, ROLE_LABELS } from '@qyfw/portal-sdk/constants';
import type { ConsoleRole } from '@qyfw/portal-sdk/constants';
import { Form, Select } from 'antd';
import { UnitSelect } from './unit-select';

/** The console roles as options (the dialogs and 工作人员's filter). */
export const ROLE_OPTIONS = CONSOLE_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export interface RoleValues {
  readonly role?: ConsoleRole;
  readonly unit_id?: number;
}

/** The unit the call is sent: only a handler has one. */
export const unitOfRole = (values: RoleValues) =>
  values.role === 'handler' ? (values.unit_id ?? null) : null;

export function RoleFields({ unitExtra }: { readonly unitExtra?: string }) {
  const role = Form.useWatch<ConsoleRole | undefined>('role', Form.useFormInstance());
  return (
    <>
      <Form.Item name="role" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
        <Select<ConsoleRole> aria-label="角色" options={ROLE_OPTIONS} placeholder="选择角色" />
      </Form.Item>
      {role === 'handler' ? (
        <Form.Item
          name="unit_id"
          label="承办单位"
          rules={[{ required: true, message: '办理人员须选择承办单位' }]}
          extra={unitExtra}
        >
          <UnitSelect />
        </Form.Item>
      ) : null}
    </>
  );
}
