// 轮播图 as an ordered list: each banner's picture (uploaded as a site image) and the page of this
// site it leads to; 上移 / 下移 move it (buttons, so the keyboard reorders as well as the mouse),
// 删除 takes it out, 添加轮播图 appends one. The home page shows them in this order.
import { schemaRule } from '@qyfw/app-kit/form-rules';
import { CAROUSEL_MAX_SLIDES, siteLinkSchema } from '@qyfw/portal-sdk/calls/content-admin';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import { SiteImageField } from './site-image-field';

export function CarouselEditor() {
  return (
    <Form.List
      name="carousel"
      rules={[
        {
          validator: async (_rule, slides: unknown[] | undefined) => {
            if (!slides || slides.length === 0) throw new Error('请至少保留一张轮播图');
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <section aria-labelledby="carousel-title">
          <Typography.Title level={2} id="carousel-title">
            轮播图
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            首页顶部按此顺序轮播，最多 {CAROUSEL_MAX_SLIDES} 张；链接为本站页面地址，留空则不跳转。
          </Typography.Paragraph>
          <ol aria-label="轮播图顺序" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {fields.map((field, index) => {
              const name = `轮播图 ${index + 1}`;
              return (
                <li key={field.key} style={{ marginBottom: 12 }}>
                  <Card
                    size="small"
                    title={name}
                    role="group"
                    aria-label={name}
                    extra={
                      <Space size={4}>
                        <Button
                          size="small"
                          autoInsertSpace={false}
                          disabled={index === 0}
                          aria-label={`上移${name}`}
                          onClick={() => move(index, index - 1)}
                        >
                          上移
                        </Button>
                        <Button
                          size="small"
                          autoInsertSpace={false}
                          disabled={index === fields.length - 1}
                          aria-label={`下移${name}`}
                          onClick={() => move(index, index + 1)}
                        >
                          下移
                        </Button>
                        <Button
                          size="small"
                          danger
                          autoInsertSpace={false}
                          aria-label={`删除${name}`}
                          onClick={() => remove(index)}
                        >
                          删除
                        </Button>
                      </Space>
                    }
                  >
                    <Form.Item
                      name={[field.name, 'image']}
                      label="图片"
                      rules={[{ required: true, message: '请上传轮播图图片' }]}
                    >
                      <SiteImageField label={name} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'link']}
                      label="链接"
                      rules={[schemaRule(siteLinkSchema)]}
                    >
                      <Input maxLength={200} placeholder="如 /policyData（可不填）" />
                    </Form.Item>
                  </Card>
                </li>
              );
            })}
          </ol>
          <Form.ErrorList errors={errors} />
          <Button
            onClick={() => add({ image: '', link: '' })}
            disabled={fields.length >= CAROUSEL_MAX_SLIDES}
          >
            添加轮播图
          </Button>
        </section>
      )}
    </Form.List>
  );
}
