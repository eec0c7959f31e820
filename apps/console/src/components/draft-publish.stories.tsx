import type { Meta, StoryObj } from '@storybook/react-vite';
import { PortalHttpError } from '@qyfw/portal-sdk';
import { Button, Form, Input, Space } from 'antd';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftKey, PublishActions, useSavedDraft } from './draft-publish';

// antd spaces a two-character label (发 布), as the console's screen tests expect.
const PUBLISH = /^发\s*布$/;

const IDLE = { isError: false, error: null, isPending: false };

const meta = {
  title: 'Console/PublishActions',
  component: PublishActions,
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    publish: IDLE,
    published: false,
    publishedNote: '已发布于 2026-03-02 09:30；修改后保存即更新门户。',
    ready: false,
    onPublish: fn(),
    saveFirstNote: '发布前请先保存草稿。',
  },
} satisfies Meta<typeof PublishActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new or edited draft: 发布 waits for the save, and says so. */
export const UnsavedDraft: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: PUBLISH })).toBeDisabled();
    await expect(page.getByText('发布前请先保存草稿。')).toBeVisible();
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** The form holds exactly the saved draft: 发布 publishes it. */
export const SavedDraft: Story = {
  args: { ready: true },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByText('发布前请先保存草稿。')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: PUBLISH }));
    await expect(args.onPublish).toHaveBeenCalledTimes(1);
  },
};

/** While the publish call runs, 发布 spins and a second click sends nothing. */
export const Publishing: Story = {
  args: { ready: true, publish: { ...IDLE, isPending: true } },
  play: async ({ args, canvasElement }) => {
    // Spinning, the button's name starts with its icon's (loading).
    const button = within(canvasElement).getByRole('button', { name: /发\s*布$/ });
    await expect(button).toHaveClass('ant-btn-loading');
    await userEvent.click(button);
    await expect(args.onPublish).not.toHaveBeenCalled();
  },
};

/** The server refused the publish: its words above the button, which stays for another try. */
export const Refused: Story = {
  args: {
    ready: true,
    publish: {
      isError: true,
      error: new PortalHttpError(409, '数据已被他人修改，请刷新后再试', { code: 409 }),
      isPending: false,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('数据已被他人修改，请刷新后再试');
    await expect(page.getByRole('button', { name: PUBLISH })).toBeEnabled();
  },
};

/** Published: the note replaces the button; what the publish did is said. */
export const Published: Story = {
  args: {
    ready: true,
    published: true,
    success: '已发布，门户「园区动态」栏目已显示这篇文章。',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: PUBLISH })).toBeNull();
    await expect(page.getByText('已发布于 2026-03-02 09:30；修改后保存即更新门户。')).toBeVisible();
    await expect(page.getByText('已发布，门户「园区动态」栏目已显示这篇文章。')).toBeVisible();
  },
};

interface ArticleValues {
  title: string;
}

interface SavedArticle {
  id: number;
  version: number;
  title: string;
  state: 'draft' | 'published';
}

const keyOf = draftKey<ArticleValues, SavedArticle>((values, saved) => ({
  id: saved?.id,
  version: saved?.version,
  title: values.title.trim(),
}));

/**
 * An editor as the content editor holds it (useSavedDraft): 保存草稿 here stands for the save
 * call's answer (a new version), so the story needs no server.
 */
function Editor({ record }: { readonly record?: SavedArticle }) {
  const [form] = Form.useForm<ArticleValues>();
  const initialValues = { title: record?.title ?? '' };
  const { saved, setSaved, edited, markSaved } = useSavedDraft(form, record, initialValues, keyOf);
  return (
    <Space orientation="vertical" style={{ width: 360 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item name="title" label="标题">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
      <Button
        type="primary"
        block
        autoInsertSpace={false}
        onClick={() =>
          markSaved({
            id: saved?.id ?? 41,
            version: (saved?.version ?? 0) + 1,
            state: saved?.state ?? 'draft',
            title: form.getFieldValue('title') as string,
          })
        }
      >
        保存草稿
      </Button>
      <PublishActions
        publish={IDLE}
        published={saved?.state === 'published'}
        publishedNote="已发布；修改后保存即更新门户。"
        ready={saved !== undefined && !edited}
        onPublish={() => saved && setSaved({ ...saved, state: 'published' })}
        saveFirstNote="发布前请先保存草稿。"
      />
    </Space>
  );
}

/** useSavedDraft: 发布 only for what was saved; an edit since, until saved or undone, blocks it. */
export const EditedSinceSave: StoryObj<typeof Editor> = {
  render: ({ record }) => <Editor record={record} />,
  args: {
    record: { id: 41, version: 3, title: '滨江区2026年春季招聘会举办通知', state: 'draft' },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = page.getByLabelText('标题');
    const publish = page.getByRole('button', { name: PUBLISH });
    await expect(publish).toBeEnabled();
    await userEvent.type(title, '（更正）');
    await expect(publish).toBeDisabled();
    await expect(page.getByText('发布前请先保存草稿。')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '保存草稿' }));
    await expect(publish).toBeEnabled();
    await userEvent.click(publish);
    await expect(await page.findByText('已发布；修改后保存即更新门户。')).toBeVisible();
  },
};

/** A new article: nothing saved yet, so 发布 waits for the first save. */
export const NewArticle: StoryObj<typeof Editor> = {
  render: ({ record }) => <Editor record={record} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: PUBLISH })).toBeDisabled();
    await userEvent.type(page.getByLabelText('标题'), '关于2026年度企业研发费用补助的政策解读');
    await userEvent.click(page.getByRole('button', { name: '保存草稿' }));
    await expect(page.getByRole('button', { name: PUBLISH })).toBeEnabled();
  },
};
