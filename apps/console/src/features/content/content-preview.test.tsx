// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: DOMPurify relies on the DOM's exact behaviour (see @qyfw/ui's
// sanitize-html.test.ts). The preview shows a hostile body inert — bold kept, no handler,
// no script, no javascript: link — and running it sets nothing.
import { sanitizeHtml } from '@qyfw/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentPreview } from './content-preview';

afterEach(cleanup);

const HOSTILE =
  '<p>园区举办<strong>数字化转型</strong>沙龙</p>' +
  '<script>window.__xss = 1</script>' +
  '<img src="x" onerror="window.__xss = 2">' +
  '<a href="javascript:window.__xss = 3">链接</a>' +
  '<p onclick="window.__xss = 4" style="position:fixed;inset:0">段落</p>';

describe('内容预览', () => {
  it('shows a hostile body inert: bold kept, nothing that runs', async () => {
    render(<ContentPreview title="园区举办数字化转型沙龙" meta="园区服务中心" html={HOSTILE} />);
    const preview = screen.getByRole('article', { name: '预览' });
    expect(within(preview).getByText('数字化转型').tagName).toBe('STRONG');
    expect(preview.querySelector('script, [onerror], [onclick], [style]')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('href')).toBeNull();
    // An image's error would have fired by now had its handler survived.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps what the editor writes and makes a new window’s link safe', () => {
    const html =
      '<h2>一、活动安排</h2><ul><li>签到</li></ul><blockquote>引言</blockquote>' +
      '<p><a href="https://www.hangzhou.gov.cn" target="_blank">市政府</a></p>';
    const clean = sanitizeHtml(html);
    expect(clean).toContain(
      '<h2>一、活动安排</h2><ul><li>签到</li></ul><blockquote>引言</blockquote>',
    );
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
