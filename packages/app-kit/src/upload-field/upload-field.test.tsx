// UploadField and UploadPreview in an antd Form, with the real SDK client against a fake API.
import type { Upload as StoredUpload } from '@qyfw/portal-sdk/upload';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { FormInstance } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeApiServer, type FakeAnswer } from '../testing/fake-api-server';
import { pointPageAt } from '../testing/point-page-at';
import {
  createTestKit,
  ok,
  renderWithKit,
  TEST_TOKEN as TOKEN,
  type TestKit,
} from '../testing/test-kit';
import { UploadField } from './upload-field';
import { UploadPreview } from './upload-preview';

let api: Awaited<ReturnType<typeof startFakeApiServer>>;
let answers: Record<string, FakeAnswer>;
let kit: TestKit;

beforeEach(async () => {
  answers = {};
  api = await startFakeApiServer(answers);
  pointPageAt(api.origin);
  kit = createTestKit();
});

afterEach(async () => {
  await api.close();
});

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const storedLicence: StoredUpload = {
  id: 41,
  name: '营业执照.png',
  mime: 'image/png',
  size: PNG_HEAD.length,
  purpose: 'licence',
  createtime: 1_772_413_200,
};

interface Values {
  licence?: number;
}

/** A form with one upload field, as the identity page has it; `form` reads its values. */
function renderForm(initial: Values = {}, current?: StoredUpload) {
  let form: FormInstance<Values> | undefined;
  function Page() {
    const [instance] = Form.useForm<Values>();
    form = instance;
    return (
      <Form form={instance} initialValues={initial} aria-label="企业认证">
        <Form.Item
          name="licence"
          label="营业执照"
          rules={[{ required: true, message: '请上传营业执照' }]}
        >
          <UploadField purpose="licence" current={current} />
        </Form.Item>
        <Button htmlType="submit">提交</Button>
      </Form>
    );
  }
  renderWithKit(<Page />, kit);
  return { values: () => form!.getFieldsValue() };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

describe('UploadField', { timeout: 20_000 }, () => {
  it('offers a keyboard-reachable button named by the label, and a picker filtered by purpose', () => {
    renderForm();
    const button = screen.getByRole('button', { name: '营业执照' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.textContent).toContain('上传营业执照');
    expect(fileInput().accept).toBe('.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf');
    const hint = document.getElementById(button.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe('支持 JPG、PNG 或 PDF 文件，不超过 10MB');
  });

  it('sends the chosen file with the session, then holds the stored upload’s id and shows it', async () => {
    answers['/api/upload'] = ok(storedLicence);
    const { values } = renderForm();
    choose(new File([PNG_HEAD], '营业执照.png', { type: 'image/png' }));

    await waitFor(() => expect(values().licence).toBe(41));
    expect(await screen.findByRole('img', { name: '营业执照.png' })).toBeTruthy();
    expect(screen.getByText('8 B')).toBeTruthy();
    expect(screen.getByRole('button', { name: '营业执照' }).textContent).toContain('更换营业执照');

    const [request] = api.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.token).toBe(TOKEN);
    expect(String(request?.headers['content-type'])).toMatch(/^multipart\/form-data/);
    const raw = request!.raw.toString('latin1');
    expect(raw).toContain('name="purpose"');
    expect(raw.indexOf('name="purpose"')).toBeLessThan(raw.indexOf('name="file"'));
  });

  it('shows the transfer while it runs, and cancelling it leaves the field as it was', async () => {
    answers['/api/upload'] = { ...ok(storedLicence), delayMs: 1200 };
    const { values } = renderForm();
    choose(new File([PNG_HEAD], '营业执照.png', { type: 'image/png' }));

    expect(await screen.findByRole('progressbar', { name: '营业执照上传进度' })).toBeTruthy();
    expect(screen.getByText(/正在上传“营业执照.png”/)).toBeTruthy();
    // happy-dom prints the aborted request's "socket hang up" to the console: nothing failed.
    fireEvent.click(screen.getByRole('button', { name: /取消上传/ }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(values().licence).toBeUndefined();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '营业执照' }).textContent).toContain('上传营业执照');
  });

  it('shows the server’s refusal under the field and keeps the value', async () => {
    answers['/api/upload'] = {
      status: 400,
      body: { code: 400, msg: '文件类型不支持：请上传 JPG、PNG 或 PDF 文件' },
    };
    const { values } = renderForm();
    choose(new File(['<html>'], 'licence.png', { type: 'image/png' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('文件类型不支持：请上传 JPG、PNG 或 PDF 文件');
    expect(values().licence).toBeUndefined();
    // Only once: the refusal is the field's to show, not a toast's as well.
    expect(screen.getAllByText('文件类型不支持：请上传 JPG、PNG 或 PDF 文件')).toHaveLength(1);
  });

  it('refuses a wrong type or a too large file before sending anything', async () => {
    renderForm();
    choose(new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '文件类型不支持：请上传 JPG、PNG 或 PDF 文件',
    );
    choose(
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('文件不能超过10MB'));
    expect(api.requests).toHaveLength(0);
  });

  it('removes the file: the value is empty again and the form asks for one', async () => {
    answers['/api/upload'] = ok(storedLicence);
    const { values } = renderForm();
    choose(new File([PNG_HEAD], '营业执照.png', { type: 'image/png' }));
    await waitFor(() => expect(values().licence).toBe(41));

    fireEvent.click(screen.getByRole('button', { name: '删除营业执照“营业执照.png”' }));
    expect(values().licence).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请上传营业执照')).toBeTruthy();
  });

  it('shows a saved PDF by id (fetched with the token) as a link that saves it', async () => {
    answers['/api/upload/41'] = {
      status: 200,
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
      contentType: 'application/pdf',
    };
    const current = { ...storedLicence, name: '营业执照.pdf', mime: 'application/pdf' as const };
    renderForm({ licence: 41 }, current);

    const link = await screen.findByRole('link', { name: /营业执照\.pdf/ });
    expect(link.getAttribute('download')).toBe('营业执照.pdf');
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    const download = api.requests.find((request) => request.url === '/api/upload/41');
    expect(download?.method).toBe('GET');
    expect(download?.headers.token).toBe(TOKEN);
  });
});

describe('UploadField shown once', { timeout: 20_000 }, () => {
  it('names a reloaded PDF once: the card’s name, not the name again in the link', async () => {
    answers['/api/upload/41'] = {
      status: 200,
      body: Buffer.from('%PDF-1.4\n%%EOF\n'),
      contentType: 'application/pdf',
    };
    const current = { ...storedLicence, name: '营业执照.pdf', mime: 'application/pdf' as const };
    renderForm({ licence: 41 }, current);
    const link = await screen.findByRole('link', { name: /营业执照\.pdf/ });
    expect(link.getAttribute('download')).toBe('营业执照.pdf');
    expect(screen.getAllByText(/营业执照\.pdf/)).toHaveLength(1);
  });

  it('a filled slot of a list that is not replaceable shows its file and 删除 only', async () => {
    answers['/api/upload'] = ok(storedLicence);
    renderWithKit(
      <>
        <UploadField purpose="licence" value={41} current={storedLicence} replaceable={false} />
        <UploadField purpose="licence" />
      </>,
      kit,
    );
    expect(screen.getByRole('button', { name: /删除营业执照/ })).toBeTruthy();
    expect(screen.queryByText(/更换/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /上传营业执照/ })).toHaveLength(1);
    expect(screen.getAllByText(/支持 JPG、PNG 或 PDF 文件/)).toHaveLength(1);
  });
});

describe('UploadPreview', { timeout: 20_000 }, () => {
  function renderPreview(id: number, name?: string) {
    return renderWithKit(<UploadPreview id={id} name={name} />, kit);
  }

  it('shows an image upload as an image named by the file', async () => {
    answers['/api/upload/7'] = {
      status: 200,
      body: Buffer.from(PNG_HEAD),
      contentType: 'image/png',
    };
    renderPreview(7, '头像.png');
    expect(screen.getByText('正在加载“头像.png”…')).toBeTruthy();
    const image = await screen.findByRole('img', { name: '头像.png' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
  });

  it('says when the file cannot be loaded and loads it again on request', async () => {
    answers['/api/upload/8'] = { status: 404, body: { code: 404, msg: '文件不存在' } };
    const { container } = renderPreview(8, '营业执照.pdf');
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toContain('“营业执照.pdf”无法加载');
    answers['/api/upload/8'] = {
      status: 200,
      body: Buffer.from('%PDF-1.4\n'),
      contentType: 'application/pdf',
    };
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: /重新加载/ }));
    });
    expect(await screen.findByRole('link', { name: /营业执照\.pdf/ })).toBeTruthy();
  });
});
