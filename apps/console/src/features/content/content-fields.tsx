// Each kind's own fields, inside the editor's form (the fields all kinds share are the editor's).
import type { AdminContent, ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { DECLARATION_BULLETIN_TYPE } from '@qyfw/portal-sdk/calls/content-admin';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import type { FormInstance } from 'antd';
import {
  BULLETIN_TYPE_OPTIONS,
  INFORMATION_TYPE_OPTIONS,
  KNOWLEDGE_KIND_OPTIONS,
  LEVEL_OPTIONS,
} from './labels';
import { DateField } from '../../components/date-field';
import { CallSelect, PolicySelect } from './link-selects';
import type { ContentValues } from './content-values';
import { SiteImageField } from './site-image-field';

export interface ContentFieldsProps {
  readonly kind: ContentKind;
  readonly record: AdminContent | undefined;
  readonly form: FormInstance<ContentValues>;
}

const summaryItem = (max: number) => (
  <Form.Item name="summary" label="摘要" extra="列表中显示在标题下">
    <Input.TextArea rows={2} maxLength={max} showCount />
  </Form.Item>
);

const sourceItem = (
  <Form.Item name="source" label="来源">
    <Input maxLength={100} placeholder="如 园区服务中心" />
  </Form.Item>
);

export function ContentFields({ kind, record, form }: ContentFieldsProps) {
  const bulletinType = Form.useWatch('type', form);
  const policyId = Form.useWatch('policy_id', form);
  switch (kind) {
    case 'news':
      return (
        <>
          {summaryItem(500)}
          {sourceItem}
          <Form.Item name="image" label="封面" extra="首页最新动态与动态列表显示的图片（可不设）">
            <SiteImageField label="封面" removable />
          </Form.Item>
        </>
      );
    case 'knowledge':
      return (
        <>
          <Form.Item
            name="knowledge_kind"
            label="类型"
            rules={[{ required: true, message: '请选择类型' }]}
          >
            <Radio.Group options={KNOWLEDGE_KIND_OPTIONS} />
          </Form.Item>
          {summaryItem(1000)}
          {sourceItem}
          <Form.Item name="policy_ids" label="关联政策" extra="政策详情页显示解读它的政策知识">
            <PolicySelect multiple known={record?.kind === 'knowledge' ? record.policies : []} />
          </Form.Item>
        </>
      );
    case 'information':
      return (
        <>
          <Form.Item
            name="type"
            label="资讯类型"
            rules={[{ required: true, message: '请选择资讯类型' }]}
          >
            <Radio.Group options={INFORMATION_TYPE_OPTIONS} />
          </Form.Item>
          {sourceItem}
          <Form.Item
            name="call_id"
            label="所宣传的申报通知"
            extra="申报截止后，这条资讯自动离开“正在申报”"
          >
            <CallSelect known={record?.kind === 'information' ? record.call : null} />
          </Form.Item>
        </>
      );
    case 'bulletin':
      return (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="type"
                label="公告类型"
                rules={[{ required: true, message: '请选择公告类型' }]}
              >
                <Select options={BULLETIN_TYPE_OPTIONS} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="level"
                label="级别"
                rules={[{ required: true, message: '请选择级别' }]}
              >
                <Select options={LEVEL_OPTIONS} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="issuing_unit" label="发布单位">
                <Input maxLength={100} placeholder="如 杭州市西湖区科学技术局" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="deadline"
                label="申报截止日期"
                required={bulletinType === DECLARATION_BULLETIN_TYPE}
                dependencies={['type']}
                rules={[
                  ({ getFieldValue }) => ({
                    // Read when checked: 正在申报 lists a declaration notice until its deadline.
                    validator: async (_rule, value: string | undefined) => {
                      if (getFieldValue('type') === DECLARATION_BULLETIN_TYPE && !value) {
                        throw new Error('申报通知类公告须填写申报截止日期');
                      }
                    },
                  }),
                ]}
              >
                <DateField />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="policy_id" label="所属政策">
            <PolicySelect
              known={record?.kind === 'bulletin' && record.policy ? [record.policy] : []}
            />
          </Form.Item>
          <Form.Item name="call_id" label="申报通知" extra="选了申报通知时，所属政策随之确定">
            <CallSelect
              policyId={policyId ?? null}
              known={record?.kind === 'bulletin' ? record.call : null}
            />
          </Form.Item>
        </>
      );
  }
}
