// 新建承办单位 (full name and kind) and 修改名称 (the name only: a unit keeps its kind and its
// handlers). The name is judged by the call's own schema; a name another unit has is refused by
// the server (409), shown in the dialog, which stays open.
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as peopleAdminCalls from '@qyfw/portal-sdk/calls/people-admin';
import { UNIT_KIND_LABELS, unitNameSchema } from '@qyfw/portal-sdk/calls/people-admin';
import type { UnitItem, UnitKindName } from '@qyfw/portal-sdk/calls/people-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { Form, Input, Modal, Select } from 'antd';
import { optionsOf } from '../../components/list-filters';
import { RefusalAlert } from '../../components/refusal-alert';

interface UnitValues {
  readonly name: string;
  readonly kind?: UnitKindName;
}

export interface UnitDialogProps {
  /** 'new', a unit to rename, or undefined (closed). */
  readonly unit: 'new' | UnitItem | undefined;
  readonly onClose: () => void;
}

const UNIT_VIEWS = [peopleAdminCalls.admin_unit_list, peopleAdminCalls.admin_staff_list];

export function UnitDialog({ unit, onClose }: UnitDialogProps) {
  const { client, toast } = useAppKit();
  const [form] = Form.useForm<UnitValues>();
  const done = (saved: UnitItem) => {
    void toast('success', `已保存“${saved.name}”`);
    close();
  };
  const create = useCallMutation(peopleAdminCalls.admin_unit_create, {
    client,
    invalidates: UNIT_VIEWS,
    onSuccess: done,
  });
  const rename = useCallMutation(peopleAdminCalls.admin_unit_rename, {
    client,
    invalidates: UNIT_VIEWS,
    onSuccess: done,
  });
  const creating = unit === 'new';
  const title = creating ? '新建承办单位' : '修改单位名称';
  const failure = create.error ?? rename.error;

  function close() {
    create.reset();
    rename.reset();
    form.resetFields();
    onClose();
  }

  async function send() {
    const values = await form.validateFields();
    if (unit === 'new') create.mutate({ name: values.name.trim(), kind: values.kind! });
    else if (unit) rename.mutate({ id: unit.id, name: values.name.trim() });
  }

  return (
    <Modal
      open={unit !== undefined}
      title={title}
      okText="保存"
      cancelText="取消"
      okButtonProps={{ loading: create.isPending || rename.isPending }}
      onOk={() => void send().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      {unit ? (
        <Form<UnitValues>
          form={form}
          layout="vertical"
          aria-label={title}
          initialValues={creating ? {} : { name: unit.name }}
        >
          <Form.Item
            name="name"
            label="单位名称"
            rules={[schemaRule(unitNameSchema)]}
            extra="填写单位全称，如“杭州市西湖区市场监督管理局”"
          >
            <Input maxLength={50} />
          </Form.Item>
          {creating ? (
            <Form.Item
              name="kind"
              label="单位类型"
              rules={[{ required: true, message: '请选择单位类型' }]}
            >
              <Select<UnitKindName>
                aria-label="单位类型"
                placeholder="选择单位类型"
                options={optionsOf(UNIT_KIND_LABELS)}
              />
            </Form.Item>
          ) : null}
          <RefusalAlert error={failure} fallback="保存失败，请稍后重试" />
        </Form>
      ) : null}
    </Modal>
  );
}
