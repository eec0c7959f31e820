// 运营后台 › 站点设置: the carousel and the footer the portal's home page and every page's footer
// read (pcconfig). Every field is checked by the SDK's own schema (the server's words: 服务热线格式
// 有误 …) before it is sent; a save shows on the portal at once; a stale save is refused by the
// server and shown in its words; leaving with unsaved changes is asked about.
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { useAppKit } from '@qyfw/app-kit/provider';
import { QueryBlock } from '@qyfw/app-kit/query-block';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type { SiteSettings } from '@qyfw/portal-sdk/calls/content-admin';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { CarouselEditor } from './carousel-editor';
import { SaveRefusal } from '../../components/save-refusal';
import { SiteImageField } from './site-image-field';

type SettingsValues = Omit<SiteSettings, 'updated_at'>;
const shape = contentAdminCalls.siteSettingsInputShape;

function SiteSettingsForm({ settings }: { readonly settings: SiteSettings }) {
  const { toast } = useAppKit();
  const [form] = Form.useForm<SettingsValues>();
  const [stamp, setStamp] = useState(settings.updated_at);
  const { updated_at: _stamp, ...initial } = settings;
  return (
    <FormFrame<SettingsValues, typeof contentAdminCalls.admin_site_config_save>
      title="站点设置"
      call={contentAdminCalls.admin_site_config_save}
      form={form}
      initialValues={initial}
      toBody={(values) => ({
        ...values,
        carousel: values.carousel.map((slide) => ({ image: slide.image, link: slide.link.trim() })),
        updated_at: stamp,
      })}
      invalidates={[contentAdminCalls.admin_site_config]}
      submitText="保存站点设置"
      actions={<SaveRefusal call={contentAdminCalls.admin_site_config_save} />}
      onSuccess={(data) => {
        setStamp(data.updated_at);
        void toast('success', '站点设置已保存，门户首页与页脚已更新');
      }}
    >
      <CarouselEditor />
      <Typography.Title level={2}>页脚</Typography.Title>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="service_hotline"
            label="服务热线"
            rules={[schemaRule(shape.service_hotline)]}
          >
            <Input maxLength={20} placeholder="如 400-826-3366" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label="联系电话" rules={[schemaRule(shape.phone)]}>
            <Input maxLength={20} placeholder="如 0571-8816 2288" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label="地址" rules={[schemaRule(shape.address)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="business_contact"
        label="商务合作"
        extra="电话与时间，如 0571-8816 2299（周一至周五 9:00-17:30）"
        rules={[schemaRule(shape.business_contact)]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="service_qr_image"
        label="客服二维码"
        rules={[{ required: true, message: '请上传客服二维码' }]}
      >
        <SiteImageField label="客服二维码" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="icp_record" label="备案号" rules={[schemaRule(shape.icp_record)]}>
            <Input maxLength={50} placeholder="如 浙ICP备20231688号-1" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="extra_enterprise_count"
            label="入驻企业补充数"
            extra="线下入驻的企业数，加到平台登记的企业数上显示为“入驻企业”"
            rules={[schemaRule(shape.extra_enterprise_count)]}
          >
            <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="copyright" label="版权信息" rules={[schemaRule(shape.copyright)]}>
        <Input maxLength={100} />
      </Form.Item>
    </FormFrame>
  );
}

export function SiteSettingsPage() {
  const { client } = useAppKit();
  const query = useQuery(callQueryOptions(client, contentAdminCalls.admin_site_config, {}));
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        站点设置
      </Typography.Title>
      <QueryBlock query={query} label="站点设置" skeletonRows={10}>
        {(settings) => <SiteSettingsForm settings={settings} />}
      </QueryBlock>
    </Space>
  );
}
