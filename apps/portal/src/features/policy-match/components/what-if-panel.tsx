import { MATCH_FIELDS } from '@qyfw/portal-sdk/conditions';
import { Alert, Button, Form, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import {
  KNOWN_QUALIFICATIONS,
  WHAT_IF_NUMBER_FIELDS,
  whatIfOverrides,
  type WhatIfOverrides,
  type WhatIfValues,
} from '../what-if';
import styles from './match.module.css';

export interface WhatIfPanelProps {
  /** The record's values: where the form starts and what "恢复" returns to. */
  readonly start: WhatIfValues;
  /** The overrides in effect (none: the match shows the record as it is). */
  readonly active: boolean;
  /** The match runs again with these. */
  readonly onRun: (overrides: WhatIfOverrides) => void;
  readonly onReset: () => void;
  readonly running: boolean;
}

/**
 * 假设分析: change numbers and qualifications and re-run the match. Labelled 假设 throughout and
 * saved nowhere — the record on /information is untouched, which the panel says before anything.
 */
export function WhatIfPanel({ start, active, onRun, onReset, running }: WhatIfPanelProps) {
  const [form] = Form.useForm<WhatIfValues>();
  const options = useMemo(
    () =>
      [...new Set([...KNOWN_QUALIFICATIONS, ...start.qualifications])].map((value) => ({
        value,
        label: value,
      })),
    [start.qualifications],
  );
  return (
    <section className={styles.whatIf} aria-labelledby="what-if-title">
      <h2 id="what-if-title" className={styles.sectionTitle}>
        假设分析（试算，不保存）
      </h2>
      <Alert
        type="info"
        showIcon
        title="修改下列数值后重新匹配，看看哪些政策会变为可申报。这些数值只用于本次试算，不会保存到企业信息。"
      />
      <Form<WhatIfValues>
        form={form}
        layout="vertical"
        aria-label="假设分析"
        initialValues={start}
        onFinish={(values) => onRun(whatIfOverrides(start, values))}
        className={styles.whatIfForm}
      >
        <div className={styles.whatIfGrid}>
          {WHAT_IF_NUMBER_FIELDS.map((field) => {
            const info = MATCH_FIELDS[field];
            const unit = 'unit' in info ? info.unit : undefined;
            return (
              <Form.Item key={field} name={['numbers', field]} label={`假设${info.label}`}>
                <InputNumber
                  min={0}
                  precision={unit === '人' || unit === '件' ? 0 : 2}
                  suffix={unit}
                  placeholder="未填写"
                  className={styles.number}
                />
              </Form.Item>
            );
          })}
        </div>
        <Form.Item name="qualifications" label="假设企业资质">
          <Select mode="tags" options={options} placeholder="选择或输入资质" allowClear />
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={running}>
            按假设重新匹配
          </Button>
          <Button
            disabled={!active}
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            恢复实际数据
          </Button>
        </div>
      </Form>
    </section>
  );
}
