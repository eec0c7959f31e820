import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the structure of a policy text', () => {
    const html =
      '<h2>一、总体要求</h2><p>为<strong>支持</strong>企业</p><ol><li>条件一；</li></ol><table><tbody><tr><td colspan="2">金额</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">正文<script>alert(1)</script></p><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(dirty);
    // A site-relative image stays (the portal serves its own), without its handler.
    expect(clean).toBe('<p>正文</p><a>链接</a><img src="x" />');
  });

  it('makes a link that opens a new window unable to reach ours', () => {
    expect(
      sanitizeRichText('<a href="https://www.gov.cn/" target="x" rel="opener">国务院</a>'),
    ).toBe('<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">国务院</a>');
    expect(sanitizeRichText('<a href="/pc/policyDetail?id=1" rel="opener">详情</a>')).toBe(
      '<a href="/pc/policyDetail?id=1">详情</a>',
    );
  });

  it('keeps http(s) images only', () => {
    expect(
      sanitizeRichText(
        '<img src="https://img.example.cn/a.png" alt="图"><img src="data:image/svg+xml,<svg onload=alert(1)>">',
      ),
    ).toBe('<img src="https://img.example.cn/a.png" alt="图" />');
  });
});
