// One article of a kind as an operator writes it: 标题, the kind's own fields, 正文 in the rich-text
// editor. 保存 sends admin_content_save (a new article is a draft; a published one is updated on
// the portal at once); 发布 publishes what was saved, 下线 takes it down; 预览 shows the unsaved
// text as the portal will. Leaving with unsaved changes is asked about (FormFrame's guard); a
// stale save is refused by the server (数据已被他人修改) and shown in its words.
import { FormFrame } from '@qyfw/app-kit/form-frame';
import { useAppKit } from '@qyfw/app-kit/provider';
import * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type { AdminContent, ContentKind } from '@qyfw/portal-sdk/calls/content-admin';
import { useCallMutation } from '@qyfw/portal-sdk/queries';
import { formatDate } from '@qyfw/ui';
import { useNavigate } from '@tanstack/react-router';
import { Button, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { PublishActions, useSavedDraft } from '../../components/draft-publish';
import { PublishStateTag } from '../../components/publish-state';
import { ContentFields } from './content-fields';
import { ContentPreview } from './content-preview';
import { contentBody, initialValues, valuesKey } from './content-values';
import type { ContentValues } from './content-values';
import { kindLabel, portalPath } from './labels';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor';
import { SaveRefusal } from '../../components/save-refusal';
import { RefusalAlert } from '../../components/refusal-alert';

export interface ContentEditorProps {
  readonly kind: ContentKind;
  readonly record?: AdminContent;
}

export function ContentEditor({ kind, record }: ContentEditorProps) {
  const { client } = useAppKit();
  const navigate = useNavigate();
  const [form] = Form.useForm<ContentValues>();
  const [previewing, setPreviewing] = useState(false);
  const start = initialValues(kind, record);
  // The stamp is left out of the comparison: a publish or 下线 answers a new one, not new text.
  const { saved, setSaved, edited, markSaved } = useSavedDraft<ContentValues, AdminContent>(
    form,
    record,
    start,
    (values) => valuesKey(kind, { ...start, ...values }),
  );
  const current = Form.useWatch([], form) as ContentValues | undefined;
  const label = kindLabel(kind);
  const changes = [contentAdminCalls.admin_content_list, contentAdminCalls.admin_content_detail];
  const stamp = () => ({ kind, id: saved!.id, updated_at: saved!.updated_at });
  const publish = useCallMutation(contentAdminCalls.admin_content_publish, {
    client,
    invalidates: changes,
    onSuccess: (data) => setSaved(data),
  });
  const withdraw = useCallMutation(contentAdminCalls.admin_content_withdraw, {
    client,
    invalidates: changes,
    onSuccess: (data) => setSaved(data),
  });
  const published = saved?.state === 'published';

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 1080 }}>
      <Space align="center" wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {saved ? saved.title : `新建${label}`}
        </Typography.Title>
        {saved ? <PublishStateTag state={saved.state} /> : null}
        {saved && published ? (
          <a href={portalPath(saved)} target="_blank" rel="noopener noreferrer">
            在门户查看
          </a>
        ) : null}
      </Space>
      <Row gutter={24}>
        <Col span={previewing ? 12 : 24}>
          <FormFrame<ContentValues, typeof contentAdminCalls.admin_content_save>
            title={label}
            call={contentAdminCalls.admin_content_save}
            form={form}
            initialValues={start}
            toBody={(values) => contentBody(kind, { ...start, ...values }, saved)}
            invalidates={changes}
            submitText={published ? '保存（门户即时更新）' : '保存草稿'}
            onSuccess={async (data) => {
              markSaved(data);
              if (!record) {
                await navigate({
                  to: '/content/articles/$kind/$id',
                  params: { kind, id: data.id },
                  replace: true,
                });
              }
            }}
            actions={
              <Space orientation="vertical" style={{ width: '100%' }}>
                <SaveRefusal call={contentAdminCalls.admin_content_save} />
                <Button
                  block
                  autoInsertSpace={false}
                  onClick={() => setPreviewing((open) => !open)}
                  aria-pressed={previewing}
                >
                  {previewing ? '关闭预览' : '预览'}
                </Button>
                <PublishActions
                  publish={publish}
                  published={published}
                  publishedNote={`已发布${
                    saved?.published_at
                      ? `于 ${formatDate(saved.published_at, 'YYYY-MM-DD HH:mm')}`
                      : ''
                  }；修改后保存即更新门户。`}
                  ready={saved !== undefined && !edited}
                  onPublish={() => saved && publish.mutate(stamp())}
                  saveFirstNote="发布前请先保存草稿。"
                />
                {published ? (
                  <>
                    <RefusalAlert error={withdraw.error} fallback="下线失败，请稍后重试" />
                    <Button
                      block
                      autoInsertSpace={false}
                      loading={withdraw.isPending}
                      disabled={edited}
                      onClick={() => withdraw.mutate(stamp())}
                    >
                      下线
                    </Button>
                    {edited ? (
                      <Typography.Text type="secondary">下线前请先保存修改。</Typography.Text>
                    ) : null}
                  </>
                ) : null}
              </Space>
            }
          >
            <Form.Item
              name="title"
              label="标题"
              rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
            >
              <Input maxLength={200} showCount />
            </Form.Item>
            <ContentFields kind={kind} record={saved} form={form} />
            <Form.Item
              name="content"
              label="正文"
              extra="粘贴的内容会保留加粗、列表、链接等格式；脚本等不安全内容在保存时由服务端清除"
              rules={[{ required: true, whitespace: true, message: '请填写正文' }]}
            >
              <RichTextEditor label="正文" />
            </Form.Item>
          </FormFrame>
        </Col>
        {previewing ? (
          <Col span={12}>
            <ContentPreview
              title={current?.title ?? start.title}
              meta={[current?.source ?? start.source, current?.issuing_unit ?? start.issuing_unit]
                .filter(Boolean)
                .join(' · ')}
              html={current?.content ?? start.content}
            />
          </Col>
        ) : null}
      </Row>
    </Space>
  );
}
