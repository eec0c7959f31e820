// The console's preview shows an article as the portal will, after the same second cleaning the
// portal does (apps/portal/src/lib/sanitize-html.ts): the server sanitized the body on save, and
// DOMPurify here means a hostile body — pasted before saving, or stored by anything else — cannot
// run in an operator's browser either.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
  const template = document.createElement('template');
  template.innerHTML = clean;
  for (const link of template.content.querySelectorAll('a[target]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  return template.innerHTML;
}
