// 兑现规则: how a 免申即享 case's amount is computed from the call (DOMAIN §1, @qyfw/portal-sdk's
// caseAmount) — no rule (the operator sets each amount when publicising), a fixed sum, or a share
// of one of the enterprise's trusted figures; either way capped at the call's 最高 amount.
import { AMOUNT_BASE_FIELDS } from '@qyfw/portal-sdk/conditions';
import type { AmountBaseField, AmountRule } from '@qyfw/portal-sdk/conditions';
import { RECORD_FIELD_LABELS } from '@qyfw/portal-sdk/calls/enterprise';
import { Col, Form, InputNumber, Radio, Row, Select, Typography } from 'antd';

export type AmountRuleKind = 'none' | AmountRule['kind'];

/** The form's fields for a rule (flat, so each has its own label and message). */
export interface AmountRuleValues {
  readonly amount_kind?: AmountRuleKind;
  readonly amount_fixed?: number | null;
  readonly amount_field?: AmountBaseField;
  readonly amount_percent?: number | null;
}

export function amountRuleValues(rule: AmountRule | null): AmountRuleValues {
  if (rule === null) return { amount_kind: 'none' };
  if (rule.kind === 'fixed') return { amount_kind: 'fixed', amount_fixed: rule.amount };
  return { amount_kind: 'share', amount_field: rule.field, amount_percent: rule.percent };
}

export function amountRuleOf(values: AmountRuleValues): AmountRule | null {
  if (values.amount_kind === 'fixed' && typeof values.amount_fixed === 'number')
    return { kind: 'fixed', amount: values.amount_fixed };
  if (
    values.amount_kind === 'share' &&
    values.amount_field !== undefined &&
    typeof values.amount_percent === 'number'
  )
    return { kind: 'share', field: values.amount_field, percent: values.amount_percent };
  return null;
}

const BASE_OPTIONS = AMOUNT_BASE_FIELDS.map((field) => ({
  value: field,
  label: RECORD_FIELD_LABELS[field],
}));

export function AmountRuleFields() {
  const kind = Form.useWatch<AmountRuleKind | undefined>('amount_kind', Form.useFormInstance());
  return (
    <>
      <Form.Item
        name="amount_kind"
        label="兑现规则"
        extra="按规则为每家企业算出兑现金额（不超过支持上限）；不设规则时，公示前由运营逐家填写。"
      >
        <Radio.Group
          options={[
            { value: 'none', label: '不设规则' },
            { value: 'fixed', label: '定额' },
            { value: 'share', label: '按比例' },
          ]}
        />
      </Form.Item>
      {kind === 'fixed' ? (
        <Form.Item
          name="amount_fixed"
          label="兑现金额（万元）"
          rules={[{ required: true, message: '请填写兑现金额' }]}
        >
          <InputNumber min={0} precision={2} style={{ width: 200 }} />
        </Form.Item>
      ) : null}
      {kind === 'share' ? (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="amount_field"
              label="计算基数"
              rules={[{ required: true, message: '请选择计算基数' }]}
            >
              <Select options={BASE_OPTIONS} placeholder="请选择" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="amount_percent"
              label="兑现比例（%）"
              rules={[{ required: true, message: '请填写兑现比例' }]}
            >
              <InputNumber min={0.01} max={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Typography.Paragraph type="secondary">
              只取来自可信来源（公开数据、平台核验、知识产权记录）的数字；企业自填的不参与计算，这类企业不会被推送。
            </Typography.Paragraph>
          </Col>
        </Row>
      ) : null}
    </>
  );
}
