// 申报通知 as an operator writes it: the document it belongs to, the window (both dates empty:
// 常年受理), the delivery mode, the support and (outside 申报审批) its 兑现规则, the handling unit,
// the application form's fields, the materials and the checklist, and the conditions built in the
// condition editor — previewed against the platform's enterprises before anything is saved.
// 保存草稿 sends admin_call_save (the frame shows the server's refusal); 发布 publishes what was
// saved (a draft edited since must be saved first) and shows the server's refusal in its words.
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminCall } from '@qyfw/portal-sdk/calls/policy-admin';
import { DELIVERY_MODE_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { CallDeliveryMode } from '@qyfw/portal-sdk/calls/policy-library';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { CallBody } from '@qyfw/portal-sdk/schemas';
import { useNavigate } from '@tanstack/react-router';
import {
  Button,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { draftKey, PublishActions, useSavedDraft } from '../../components/draft-publish';
import { SaveRefusal } from '../../components/save-refusal';
import { PublishStateTag } from '../../components/publish-state';
import { AmountRuleFields, amountRuleOf, amountRuleValues } from './amount-rule-fields';
import type { AmountRuleValues } from './amount-rule-fields';
import { CallPreviewPanel } from './call-preview-panel';
import { ConditionEditor } from './condition-editor';
import { emptyTree, fromConditions, toConditions, treeProblems } from './condition-tree';
import type { GroupDraft } from './condition-tree';
import { FormFieldsEditor, formFieldsBody } from './form-fields-editor';
import type { FormFieldValues } from './form-fields-editor';
import { DateField } from '../../components/date-field';
import { PolicyPicker } from '../../components/policy-picker';

interface MaterialValues {
  readonly key?: string;
  readonly name: string;
  readonly required: boolean;
  readonly description?: string;
  readonly library_kind?: string;
}

export interface CallValues extends AmountRuleValues {
  readonly policy_id: number;
  readonly title: string;
  readonly start_on?: string;
  readonly end_on?: string;
  readonly mode: CallDeliveryMode;
  readonly support_type: string;
  readonly support_ceiling?: number | null;
  readonly support_text?: string;
  readonly handling_unit?: string;
  readonly consult_phone?: string;
  readonly checklist?: readonly (string | undefined)[];
  readonly materials?: readonly MaterialValues[];
  readonly conditions: GroupDraft;
  readonly form_fields?: readonly FormFieldValues[];
}

type SaveBody = CallBody<typeof policyAdminCalls.admin_call_save>;

/** The next free m<n> for a new material (keys are what an application's files are filed under). */
function materialKeys(materials: readonly MaterialValues[]): string[] {
  const used = new Set(materials.map((item) => item.key).filter(Boolean));
  let n = 0;
  return materials.map((item) => {
    if (item.key) return item.key;
    do n += 1;
    while (used.has(`m${n}`));
    used.add(`m${n}`);
    return `m${n}`;
  });
}

/** The body admin_call_save takes from the form, with what the editor does not edit as it was. */
export function callBody(values: CallValues, record: AdminCall | undefined): SaveBody {
  const materials = values.materials ?? [];
  const keys = materialKeys(materials);
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    policy_id: values.policy_id,
    title: values.title.trim(),
    start_on: values.start_on || null,
    end_on: values.end_on || null,
    mode: values.mode,
    support_type: values.support_type.trim(),
    support_ceiling: values.support_ceiling ?? null,
    support_text: values.support_text?.trim() ?? '',
    // 申报审批 amounts are decided in the review (拟支持): a rule applies to the other modes.
    amount_rule: values.mode === 'review' ? null : amountRuleOf(values),
    conditions: toConditions(values.conditions),
    checklist: (values.checklist ?? []).map((item) => item?.trim() ?? '').filter(Boolean),
    form_fields: formFieldsBody(values.form_fields ?? []),
    materials: materials.map((item, index) => ({
      key: keys[index]!,
      name: item.name.trim(),
      required: item.required,
      description: item.description?.trim() ?? '',
      ...(item.library_kind ? { library_kind: item.library_kind } : {}),
    })),
    handling_unit: values.handling_unit?.trim() ?? '',
    consult_phone: values.consult_phone?.trim() ?? '',
  } as SaveBody;
}

/** What the form would save, as a string to compare (version left out: it is the record's). */
const bodyKey = draftKey(callBody);

function initialValues(record: AdminCall | undefined, policyId: number | undefined) {
  if (!record) {
    return {
      ...(policyId ? { policy_id: policyId } : {}),
      mode: 'review' as const,
      support_type: '无偿资助',
      conditions: emptyTree(),
      materials: [],
      checklist: [],
      form_fields: [],
      amount_kind: 'none' as const,
    };
  }
  return {
    policy_id: record.policy_id,
    title: record.title,
    start_on: record.start_on ?? '',
    end_on: record.end_on ?? '',
    mode: record.mode,
    support_type: record.support_type,
    support_ceiling: record.support_ceiling,
    support_text: record.support_text,
    handling_unit: record.handling_unit,
    consult_phone: record.consult_phone,
    checklist: [...record.checklist],
    materials: record.materials.map((item) => ({ ...item })),
    form_fields: record.form_fields.map((field) => ({ ...field, options: field.options ?? [] })),
    ...amountRuleValues(record.amount_rule),
    conditions: fromConditions(record.conditions),
  };
}

const MODE_OPTIONS = (Object.keys(DELIVERY_MODE_LABELS) as CallDeliveryMode[]).map((mode) => ({
  value: mode,
  label: DELIVERY_MODE_LABELS[mode],
}));

export interface CallEditorProps {
  /** The call being edited; undefined for a new one. */
  readonly record?: AdminCall;
  /** A new call's document, from the address (新建 from a document's row). */
  readonly policyId?: number;
}

export function CallEditor({ record, policyId }: CallEditorProps) {
  const { client } = useAppKit();
  const navigate = useNavigate();
  const [form] = Form.useForm<CallValues>();
  const conditions = Form.useWatch('conditions', form) as GroupDraft | undefined;
  const chosenPolicy = Form.useWatch('policy_id', form) as number | undefined;
  const { saved, setSaved, edited, markSaved } = useSavedDraft(
    form,
    record,
    initialValues(record, policyId) as CallValues,
    bodyKey,
  );
  const [published, setPublished] = useState<string>();
  const publish = useCallMutation(policyAdminCalls.admin_call_publish, {
    client,
    invalidates: [policyAdminCalls.admin_call_list],
    onSuccess: (data) => {
      setSaved(data.call);
      setPublished(
        data.exempt
          ? `已发布。免申即享比对 ${data.exempt.evaluated} 家企业，可申报 ${data.exempt.eligible} 家，新推送 ${data.exempt.created} 家。`
          : '已发布，订阅该政策的用户已收到通知。',
      );
    },
  });
  const previewable =
    conditions && treeProblems(conditions).length === 0 ? toConditions(conditions) : undefined;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space align="center" wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {saved ? saved.title : '新建申报通知'}
        </Typography.Title>
        {saved ? <PublishStateTag state={saved.state} /> : null}
      </Space>
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <FormFrame<CallValues, typeof policyAdminCalls.admin_call_save>
            title="申报通知"
            call={policyAdminCalls.admin_call_save}
            form={form}
            initialValues={initialValues(record, policyId)}
            toBody={(values) => callBody(values, saved)}
            invalidates={[policyAdminCalls.admin_call_list]}
            submitText="保存草稿"
            onSuccess={async (data) => {
              markSaved(data);
              if (!record) {
                await navigate({
                  to: '/publishing/calls/$id',
                  params: { id: data.id },
                  replace: true,
                });
              }
            }}
            actions={
              <>
                <SaveRefusal call={policyAdminCalls.admin_call_save} />
                <PublishActions
                  publish={publish}
                  published={saved?.state === 'published'}
                  publishedNote="该申报通知已发布；修改后保存即更新。"
                  ready={saved !== undefined && !edited}
                  onPublish={() =>
                    saved && publish.mutate({ id: saved.id, version: saved.version } as never)
                  }
                  saveFirstNote="发布前请先保存草稿。"
                  success={published}
                />
              </>
            }
          >
            <CallFields currentPolicyTitle={record?.policy_title} />
          </FormFrame>
        </Col>
        <Col xs={24} xl={10}>
          <CallPreviewPanel conditions={previewable} policyId={chosenPolicy} callId={saved?.id} />
        </Col>
      </Row>
    </Space>
  );
}

/** The call's fields. */
function CallFields({ currentPolicyTitle }: { readonly currentPolicyTitle: string | undefined }) {
  const form = Form.useFormInstance<CallValues>();
  const mode = Form.useWatch<CallDeliveryMode | undefined>('mode', form);
  return (
    <>
      <Form.Item
        name="policy_id"
        label="所属政策"
        rules={[{ required: true, message: '请选择所属政策' }]}
      >
        <PolicyPicker label="所属政策" currentTitle={currentPolicyTitle} />
      </Form.Item>
      <Form.Item
        name="title"
        label="通知标题"
        rules={[{ required: true, whitespace: true, message: '请填写申报通知标题' }]}
      >
        <Input maxLength={200} placeholder="如 2026 年度数字经济企业研发补助申报" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="start_on" label="申报开始日期" extra="开始与截止都不填为常年受理">
            <DateField />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="end_on"
            label="申报截止日期"
            dependencies={['start_on']}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const start = form.getFieldValue('start_on') as string | undefined;
                  if (start && value && start > value)
                    throw new Error('申报开始日期不能晚于截止日期');
                },
              },
            ]}
          >
            <DateField />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="mode"
            label="兑现方式"
            rules={[{ required: true, message: '请选择兑现方式' }]}
          >
            <Select aria-label="兑现方式" options={MODE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="support_type"
            label="支持方式"
            rules={[{ required: true, whitespace: true, message: '请填写支持方式' }]}
          >
            <Input maxLength={32} placeholder="无偿资助、奖励、贴息、资质认定……" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="support_ceiling" label="支持上限" extra="不涉及资金的留空">
            <InputNumber min={0} step={0.01} suffix="万元" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="handling_unit" label="受理部门">
            <Input maxLength={200} placeholder="如 西湖区科学技术局" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="support_text" label="支持说明">
        <Input.TextArea
          rows={2}
          maxLength={2000}
          placeholder="如 按研发投入的 10% 给予补助，最高 200 万元"
        />
      </Form.Item>
      <Form.Item name="consult_phone" label="咨询电话">
        <Input maxLength={32} placeholder="0571-87654321" />
      </Form.Item>

      {mode === 'review' ? null : <AmountRuleFields />}

      <Typography.Title level={2}>申报条件</Typography.Title>
      <Form.Item
        name="conditions"
        rules={[
          {
            validator: async (_rule, value: GroupDraft) => {
              const [first] = treeProblems(value);
              if (first) throw new Error(first);
            },
          },
        ]}
      >
        <ConditionEditor value={emptyTree()} onChange={() => undefined} />
      </Form.Item>

      <Typography.Title level={2}>申报材料</Typography.Title>
      <Form.List name="materials">
        {(items, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {items.map((item, index) => (
              <Space
                key={item.key}
                wrap
                align="start"
                role="group"
                aria-label={`材料 ${index + 1}`}
              >
                {/* Sent back as saved (antd submits only the fields it has): an application's
                    files are filed under the key, and the library kind is what fills it. */}
                <Form.Item name={[item.name, 'key']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item name={[item.name, 'library_kind']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'name']}
                  rules={[{ required: true, whitespace: true, message: '请填写材料名称' }]}
                >
                  <Input
                    aria-label={`材料 ${index + 1} 名称`}
                    maxLength={100}
                    placeholder="材料名称"
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'required']} valuePropName="checked">
                  <Checkbox>必交</Checkbox>
                </Form.Item>
                <Form.Item name={[item.name, 'description']}>
                  <Input
                    aria-label={`材料 ${index + 1} 说明`}
                    maxLength={1000}
                    placeholder="说明（选填）"
                  />
                </Form.Item>
                <Button danger onClick={() => remove(item.name)}>
                  删除材料 {index + 1}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add({ name: '', required: true, description: '' })}>
              添加材料
            </Button>
          </Space>
        )}
      </Form.List>

      <Typography.Title level={2}>申报表单</Typography.Title>
      <Typography.Paragraph type="secondary">
        企业申报时填写的字段（材料之外），可从企业档案预填。
      </Typography.Paragraph>
      <FormFieldsEditor />

      <Typography.Title level={2}>自查清单</Typography.Title>
      <Typography.Paragraph type="secondary">
        需要人工判断、不参与匹配的条件（如“项目具有示范带动作用”），由企业自行对照。
      </Typography.Paragraph>
      <Form.List name="checklist">
        {(items, { add, remove }) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {items.map((item, index) => (
              <Space key={item.key} align="start">
                <Form.Item
                  name={item.name}
                  rules={[{ required: true, whitespace: true, message: '请填写自查项' }]}
                >
                  <Input
                    aria-label={`自查项 ${index + 1}`}
                    maxLength={500}
                    style={{ width: 420 }}
                  />
                </Form.Item>
                <Button danger onClick={() => remove(item.name)}>
                  删除自查项 {index + 1}
                </Button>
              </Space>
            ))}
            <Button onClick={() => add('')}>添加自查项</Button>
          </Space>
        )}
      </Form.List>
    </>
  );
}
