// 政策文件 as an operator writes it: title, 发文字号, 发文机关, level and region, the dates, the
// summary, the body and its interpretation (HTML the server sanitizes), the consulting phone. 保存
// sends admin_policy_save (a new document is a draft); 发布 publishes what was saved, its refusal
// shown in the server's words. Calls for applications are written under a saved document.
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as policyAdminCalls from '@qyfw/portal-sdk/calls/policy-admin';
import type { AdminPolicy } from '@qyfw/portal-sdk/calls/policy-admin';
import { POLICY_LEVEL_OPTIONS, POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import { CITY, DISTRICTS } from '@qyfw/portal-sdk/districts';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import type { CallBody } from '@qyfw/portal-sdk/schemas';
import { Link, useNavigate } from '@tanstack/react-router';
import { Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { StatusTag } from '@qyfw/ui';
import { DateField } from '../../components/date-field';
import { draftKey, PublishActions, useSavedDraft } from '../../components/draft-publish';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { SaveRefusal } from '../../components/save-refusal';
import { PublishStateTag } from '../../components/publish-state';
import { IndustrySelect } from './industry-select';
import { VALIDITY_TONES, validityLabel } from './labels';

export interface PolicyValues {
  readonly title: string;
  readonly document_number?: string;
  readonly issuing_unit: string;
  readonly level: AdminPolicy['level'];
  readonly region: string;
  readonly themes?: readonly string[];
  readonly industry_codes?: readonly string[];
  readonly published_on: string;
  readonly written_on?: string;
  readonly valid_until?: string;
  readonly summary?: string;
  readonly body: string;
  readonly interpretation?: string;
  readonly consult_phone?: string;
  readonly verified_on?: string;
}

type SaveBody = CallBody<typeof policyAdminCalls.admin_policy_save>;

const THEMES = [
  '资质认定',
  '金融扶持',
  '稳岗',
  '科技创新',
  '产业升级',
  '人才',
  '数字经济',
  '知识产权',
];

/** The region a level implies: a district document names its district. */
const REGIONS: Record<number, readonly string[]> = {
  [POLICY_LEVELS.national]: ['全国'],
  [POLICY_LEVELS.province]: ['浙江省'],
  [POLICY_LEVELS.city]: [CITY],
  [POLICY_LEVELS.district]: DISTRICTS.map((district) => district.name),
};

export function policyBody(values: PolicyValues, record: AdminPolicy | undefined): SaveBody {
  const day = (value: string | undefined) => (value ? value : null);
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    title: values.title.trim(),
    document_number: values.document_number?.trim() ?? '',
    issuing_unit: values.issuing_unit.trim(),
    level: values.level,
    region: values.region,
    industry_codes: [...(values.industry_codes ?? [])],
    themes: [...(values.themes ?? [])],
    published_on: values.published_on,
    written_on: day(values.written_on),
    valid_until: day(values.valid_until),
    summary: values.summary?.trim() ?? '',
    body: values.body,
    interpretation: values.interpretation ?? '',
    consult_phone: values.consult_phone?.trim() ?? '',
    verified_on: day(values.verified_on),
  } as SaveBody;
}

function initialValues(record: AdminPolicy | undefined): Partial<PolicyValues> {
  if (!record)
    return { level: POLICY_LEVELS.district, region: '西湖区', themes: [], industry_codes: [] };
  return {
    title: record.title,
    document_number: record.document_number,
    issuing_unit: record.issuing_unit,
    level: record.level,
    region: record.region,
    themes: [...record.themes],
    industry_codes: [...record.industry_codes],
    published_on: record.published_on,
    written_on: record.written_on ?? '',
    valid_until: record.valid_until ?? '',
    summary: record.summary,
    body: record.body,
    interpretation: record.interpretation,
    consult_phone: record.consult_phone,
    verified_on: record.verified_on ?? '',
  };
}

const bodyKey = draftKey(policyBody);

export function PolicyEditor({ record }: { readonly record?: AdminPolicy }) {
  const { client } = useAppKit();
  const navigate = useNavigate();
  const [form] = Form.useForm<PolicyValues>();
  const level = Form.useWatch('level', form) ?? record?.level ?? POLICY_LEVELS.district;
  const { saved, setSaved, edited, markSaved } = useSavedDraft(
    form,
    record,
    initialValues(record) as PolicyValues,
    bodyKey,
  );
  const publish = useCallMutation(policyAdminCalls.admin_policy_publish, {
    client,
    invalidates: [policyAdminCalls.admin_policy_list],
    onSuccess: (data) => setSaved(data),
  });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Space align="center" wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {saved ? saved.title : '新建政策文件'}
        </Typography.Title>
        {saved ? (
          <>
            <PublishStateTag state={saved.state} />
            <StatusTag tone={VALIDITY_TONES[saved.validity]}>
              {validityLabel(saved.validity)}
            </StatusTag>
            <Link to="/publishing/calls" search={{ policy_id: saved.id, page: 1 }}>
              申报通知（{saved.call_count}）
            </Link>
          </>
        ) : null}
      </Space>
      <FormFrame<PolicyValues, typeof policyAdminCalls.admin_policy_save>
        title="政策文件"
        call={policyAdminCalls.admin_policy_save}
        form={form}
        initialValues={initialValues(record)}
        toBody={(values) => policyBody(values, saved)}
        invalidates={[policyAdminCalls.admin_policy_list]}
        submitText="保存"
        onSuccess={async (data) => {
          markSaved(data);
          if (!record) {
            await navigate({
              to: '/publishing/policies/$id',
              params: { id: data.id },
              replace: true,
            });
          }
        }}
        actions={
          <>
            <SaveRefusal call={policyAdminCalls.admin_policy_save} />
            <PublishActions
              publish={publish}
              published={saved?.state === 'published'}
              publishedNote="该政策已发布；修改后保存即更新。"
              ready={saved !== undefined && !edited}
              onPublish={() =>
                saved && publish.mutate({ id: saved.id, version: saved.version } as never)
              }
              saveFirstNote="发布前请先保存。"
            />
          </>
        }
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="document_number" label="发文字号">
              <Input maxLength={100} placeholder="如 西政办〔2026〕12号" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="issuing_unit"
              label="发文机关"
              rules={[{ required: true, whitespace: true, message: '请填写发文机关' }]}
            >
              <Input maxLength={100} placeholder="如 杭州市西湖区人民政府办公室" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="level"
              label="政策级别"
              rules={[{ required: true, message: '请选择政策级别' }]}
            >
              <Select
                options={POLICY_LEVEL_OPTIONS.map((option) => ({
                  value: option.level,
                  label: option.label,
                }))}
                onChange={(next: number) => form.setFieldValue('region', (REGIONS[next] ?? [])[0])}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="region"
              label="适用地区"
              rules={[{ required: true, message: '请选择适用地区' }]}
            >
              <Select
                options={(REGIONS[level] ?? []).map((region) => ({ value: region, label: region }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="published_on"
              label="发布日期"
              rules={[{ required: true, message: '请填写发布日期' }]}
            >
              <DateField />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="written_on" label="成文日期">
              <DateField />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="valid_until" label="有效期至">
              <DateField />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="verified_on" label="最后核验日期">
              <DateField />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="themes" label="主题">
          <Select
            mode="tags"
            options={THEMES.map((theme) => ({ value: theme, label: theme }))}
            placeholder="选择或输入主题"
          />
        </Form.Item>
        <Form.Item name="industry_codes" label="适用行业" extra="不选即适用于所有行业">
          <IndustrySelect />
        </Form.Item>
        <Form.Item name="summary" label="摘要">
          <Input.TextArea rows={2} maxLength={1000} showCount />
        </Form.Item>
        {/* body stays the HTML string admin_policy_save takes. No pictures: the server keeps <img>
            in a policy body, but no record names an upload put there (only news.image and the site
            settings hold site_image uploads), so the upload sweep would delete it within a day; a
            picture already in a body opens in HTML source and is kept. */}
        <Form.Item
          name="body"
          label="正文"
          extra="粘贴的内容会保留加粗、列表、链接等格式；脚本等不安全内容在保存时由服务端清除"
          rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
        >
          <RichTextEditor label="正文" />
        </Form.Item>
        {/* 政策解读 is HTML sanitized the same way as the body (its own toolbar, 政策解读格式). */}
        <Form.Item name="interpretation" label="政策解读">
          <RichTextEditor label="政策解读" />
        </Form.Item>
        <Form.Item name="consult_phone" label="咨询电话">
          <Input maxLength={32} placeholder="0571-87654321" />
        </Form.Item>
      </FormFrame>
    </Space>
  );
}
