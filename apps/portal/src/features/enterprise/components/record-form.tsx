import * as enterpriseCalls from '@qyfw/portal-sdk/calls/enterprise';
import {
  ENTERPRISE_SCALES,
  recordContactSchema,
  recordFieldsShape,
} from '@qyfw/portal-sdk/calls/enterprise';
import { DISTRICTS } from '@qyfw/portal-sdk/districts';
import { INDUSTRY_TREE, isIndustryCode, type IndustryNode } from '@qyfw/portal-sdk/industries';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { EnterpriseRecord } from '@qyfw/portal-sdk/schemas';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Cascader,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Tag,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { LeaveGuard } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { notify } from '../../../lib/notify';
import { sdk } from '../../../lib/sdk';
import { recordQueryOptions } from '../api';
import {
  changedFields,
  fromFormValues,
  rdSharePercent,
  toFormValues,
  type RecordFormValues,
} from '../record-values';
import { useFocusFieldFromHash } from '../use-focus-field-from-hash';
import { FieldLabel } from './field-label';
import { HoldingsSection } from './holdings-section';
import { SaveFailure } from './save-failure';
import { STRONG_GREEN } from './strong-tag';
import styles from './record.module.css';

const FORM_TITLE = '企业信息';
/** The earliest founding date the SDK's schema takes. */
const EARLIEST_FOUNDING = dayjs('1949-01-01');

const PLACE_OPTIONS = DISTRICTS.map((district) => ({
  value: district.name,
  label: district.name,
  children: district.streets.map((street) => ({ value: street, label: street })),
}));

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}
function industryOptions(nodes: readonly IndustryNode[]): CascaderOption[] {
  return nodes.map((node) => ({
    value: node.code,
    label: `${node.code} ${node.name}`,
    ...(node.children ? { children: industryOptions(node.children) } : {}),
  }));
}
const INDUSTRY_OPTIONS = industryOptions(INDUSTRY_TREE);

/** A nullable number: empty passes, a value must pass the SDK's schema (same message as the server). */
function optionalNumberRule(schema: z.ZodType) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === null || value === undefined || value === '') return;
      await schemaRule(schema).validator(_rule, value);
    },
  };
}

/** The founding date from the picker (dayjs) checked by the SDK's schema: 1949-01-01 to today. */
const foundingDateRule = {
  validator: async (_rule: unknown, value: dayjs.Dayjs | null | undefined) => {
    if (!value) return;
    await schemaRule(recordFieldsShape.established_on).validator(_rule, value.format('YYYY-MM-DD'));
  },
};

const industryRule = {
  validator: async (_rule: unknown, value: string[] | undefined) => {
    const code = value?.at(-1);
    if (code !== undefined && !isIndustryCode(code)) throw new Error('行业分类请选择到大类或中类');
  },
};

export interface RecordFormProps {
  record: EnterpriseRecord;
  onShowHistory: () => void;
  onReload: () => void;
}

/**
 * /information's form: read-only identity (from the authentication), the editable fields with
 * their sources, the read-only holdings, and the contacts. Saves only what changed, with the
 * version it was loaded at; a 409 says someone else saved first and offers to reload.
 */
export function RecordForm({ record, onShowHistory, onReload }: RecordFormProps) {
  const [form] = Form.useForm<RecordFormValues>();
  const queryClient = useQueryClient();
  const initialValues = useMemo(() => toFormValues(record.fields), [record.fields]);
  const [nothingToSave, setNothingToSave] = useState(false);
  const save = useCallMutation(enterpriseCalls.enterprise_record_save, {
    client: sdk,
    invalidates: [enterpriseCalls.enterprise_record_history],
    onSuccess: (saved) => {
      queryClient.setQueryData(recordQueryOptions.queryKey, saved);
      void notify.success('企业信息已保存');
    },
  });
  const revenue = Form.useWatch('revenue', form) ?? null;
  const rdSpending = Form.useWatch('rd_spending', form) ?? null;
  const share = rdSharePercent(revenue, rdSpending);

  const pendingChanges = useCallback(
    () => changedFields(record.fields, fromFormValues(form.getFieldsValue(true))),
    [form, record.fields],
  );
  const hasUnsavedChanges = useCallback(
    () => !save.isSuccess && Object.keys(pendingChanges()).length > 0,
    [pendingChanges, save.isSuccess],
  );

  const { sources } = record;
  useFocusFieldFromHash();
  const label = (field: Parameters<typeof FieldLabel>[0]['field'], text?: string) => (
    <FieldLabel field={field} sources={sources} text={text} />
  );

  return (
    <Form<RecordFormValues>
      form={form}
      layout="vertical"
      aria-label={FORM_TITLE}
      initialValues={initialValues}
      onValuesChange={() => {
        setNothingToSave(false);
        save.reset();
      }}
      onFinish={(values) => {
        const fields = changedFields(record.fields, fromFormValues(values));
        if (Object.keys(fields).length === 0) {
          setNothingToSave(true);
          return;
        }
        if (!save.isPending) save.mutate({ version: record.version, fields });
      }}
      scrollToFirstError
    >
      <div className={styles.page}>
        <Card title="基本信息" size="small">
          <div className={styles.grid}>
            <Form.Item label={label('name')}>
              <Input
                value={record.name}
                readOnly
                aria-label="企业名称"
                suffix={
                  <Tag color="green" style={STRONG_GREEN}>
                    已认证
                  </Tag>
                }
              />
            </Form.Item>
            <Form.Item label={label('credit_code')}>
              <Input
                value={record.credit_code}
                readOnly
                aria-label="统一社会信用代码"
                suffix={
                  <Tag color="green" style={STRONG_GREEN}>
                    已认证
                  </Tag>
                }
              />
            </Form.Item>
          </div>
          <p className={styles.note}>
            企业名称与统一社会信用代码来自企业认证，不能在此修改；如需变更，请到“企业认证”重新提交。
          </p>
          <div className={styles.grid}>
            <Form.Item
              name="legal_person"
              label={label('legal_person')}
              rules={[schemaRule(recordFieldsShape.legal_person)]}
            >
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
            <Form.Item
              name="established_on"
              label={label('established_on')}
              rules={[foundingDateRule]}
            >
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={(day) =>
                  day.isAfter(dayjs(), 'day') || day.isBefore(EARLIEST_FOUNDING, 'day')
                }
                placeholder="请选择成立日期"
              />
            </Form.Item>
            <Form.Item
              name="registered_capital"
              label={label('registered_capital')}
              rules={[optionalNumberRule(recordFieldsShape.registered_capital)]}
            >
              <InputNumber style={{ width: '100%' }} min={0} precision={2} suffix="万元" />
            </Form.Item>
          </div>
          <div className={styles.grid}>
            <Form.Item name="place" label={label('street', '注册地址（区 / 街道）')}>
              <Cascader
                options={PLACE_OPTIONS}
                changeOnSelect
                placeholder="请选择区和街道"
                showSearch
              />
            </Form.Item>
            <Form.Item
              name="address"
              label={label('address')}
              rules={[schemaRule(recordFieldsShape.address)]}
            >
              <Input maxLength={200} placeholder="路、门牌号、楼栋与房间号" />
            </Form.Item>
          </div>
        </Card>

        <Card title="行业与规模" size="small">
          <div className={styles.grid}>
            <Form.Item
              name="industry"
              label={label('industry_code', '行业分类（国民经济行业分类）')}
              rules={[industryRule]}
            >
              <Cascader
                options={INDUSTRY_OPTIONS}
                changeOnSelect
                placeholder="请选择门类 / 大类 / 中类"
                showSearch
              />
            </Form.Item>
            <Form.Item name="scale" label={label('scale')}>
              <Select
                allowClear
                placeholder="请选择企业规模"
                options={ENTERPRISE_SCALES.map((scale) => ({ value: scale, label: scale }))}
              />
            </Form.Item>
            <Form.Item
              name="average_staff"
              label={label('average_staff')}
              rules={[optionalNumberRule(recordFieldsShape.average_staff)]}
            >
              <InputNumber style={{ width: '100%' }} min={0} precision={0} suffix="人" />
            </Form.Item>
          </div>
        </Card>

        <Card title="经营数据（上一年度）" size="small">
          <div className={styles.grid}>
            <Form.Item
              name="revenue"
              label={label('revenue')}
              rules={[optionalNumberRule(recordFieldsShape.revenue)]}
            >
              <InputNumber style={{ width: '100%' }} precision={2} suffix="万元" />
            </Form.Item>
            <Form.Item
              name="rd_spending"
              label={label('rd_spending')}
              rules={[optionalNumberRule(recordFieldsShape.rd_spending)]}
            >
              <InputNumber style={{ width: '100%' }} precision={2} suffix="万元" />
            </Form.Item>
            <Form.Item label="研发费用占比（自动计算）">
              <Input
                readOnly
                aria-label="研发费用占比"
                value={share === null ? '—' : `${share.toFixed(2)}%`}
              />
            </Form.Item>
            <Form.Item
              name="tax_paid"
              label={label('tax_paid')}
              rules={[optionalNumberRule(recordFieldsShape.tax_paid)]}
            >
              <InputNumber style={{ width: '100%' }} precision={2} suffix="万元" />
            </Form.Item>
          </div>
        </Card>

        <Card title="信用" size="small">
          {/* DOMAIN §2 信用: the enterprise's own declaration, shown with 企业填报 and its date
              beside the label; the match's credit condition reads it (是 符合, 否 不符合). */}
          <Form.Item
            name="credit_clean"
            label={label('credit_clean')}
            extra="由企业如实声明，保存后政策匹配即按此判断“近三年无严重失信记录”条件。"
          >
            <Radio.Group
              aria-label="近三年无严重失信记录"
              options={[
                { value: true, label: '是' },
                { value: false, label: '否' },
              ]}
            />
          </Form.Item>
        </Card>

        <HoldingsSection record={record} />

        <Card title={<FieldLabel field="contacts" sources={sources} />} size="small">
          <Form.List name="contacts">
            {(items, { add, remove }) => (
              <>
                {items.map((item, index) => (
                  <div
                    key={item.key}
                    role="group"
                    className={styles.contact}
                    aria-label={`联系人 ${index + 1}`}
                  >
                    <Form.Item
                      name={[item.name, 'name']}
                      label="姓名"
                      rules={[schemaRule(recordContactSchema.shape.name)]}
                    >
                      <Input maxLength={30} />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'title']}
                      label="职务"
                      rules={[schemaRule(recordContactSchema.shape.title)]}
                    >
                      <Input maxLength={30} />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'phone']}
                      label="电话"
                      rules={[schemaRule(recordContactSchema.shape.phone)]}
                    >
                      <Input maxLength={16} inputMode="tel" placeholder="手机号或 0571-88886666" />
                    </Form.Item>
                    <Form.Item
                      name={[item.name, 'email']}
                      label="邮箱"
                      rules={[schemaRule(recordContactSchema.shape.email)]}
                    >
                      <Input maxLength={254} inputMode="email" />
                    </Form.Item>
                    <Button
                      className={styles.removeContact}
                      danger
                      type="link"
                      onClick={() => remove(item.name)}
                      aria-label={`删除联系人 ${index + 1}`}
                    >
                      删除
                    </Button>
                  </div>
                ))}
                {items.length === 0 && <p className={styles.note}>暂无联系人。</p>}
                <Button
                  type="dashed"
                  block
                  disabled={items.length >= 10}
                  onClick={() => add({ name: '', title: '', phone: '', email: '' })}
                >
                  添加联系人
                </Button>
              </>
            )}
          </Form.List>
        </Card>

        <SaveFailure error={save.error} nothingToSave={nothingToSave} onReload={onReload} />
        <div className={styles.actions}>
          <Button onClick={onShowHistory}>修改记录</Button>
          <Button onClick={() => form.resetFields()}>撤销修改</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </div>
      </div>
      <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} formTitle={FORM_TITLE} />
    </Form>
  );
}
