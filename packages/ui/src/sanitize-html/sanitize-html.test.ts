// @vitest-environment jsdom
// jsdom, not the package's happy-dom: DOMPurify walks the parsed body with a NodeIterator while it
// removes nodes, and happy-dom's iterator stops at the first removal (capricorn86/happy-dom#2310),
// so under happy-dom DOMPurify drops tags it should keep and leaves later ones unchecked — a test
// there would pass or fail for the wrong reason. jsdom does this to the standard, as browsers do.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the document’s structure', () => {
    const html =
      '<h2>一、总则</h2><p>欢迎使用<strong>企业服务门户</strong>。</p><ul><li>政策服务</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>条款</p><script>steal()</script>', '<p>条款</p>'],
    ['an event handler', '<p onclick="steal()">条款</p>', '<p>条款</p>'],
    ['an image error handler', '<img src="x" onerror="steal()">', '<img src="x">'],
    ['a javascript: link', '<a href="javascript:steal()">链接</a>', '<a>链接</a>'],
    [
      'inline styles that could cover the page',
      '<p style="position:fixed;inset:0">条款</p>',
      '<p>条款</p>',
    ],
    [
      'a form that could phish',
      '<form action="https://evil.example"><input name="pwd"></form>条款',
      '条款',
    ],
  ])('removes %s', (_case, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('keeps a new-window link from reaching back to the page', () => {
    expect(
      sanitizeHtml('<a href="https://www.gov.cn/" target="_blank" rel="opener">中国政府网</a>'),
    ).toBe(
      '<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">中国政府网</a>',
    );
  });
});
