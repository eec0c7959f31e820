import DOMPurify from 'dompurify';

/**
 * Defence in depth for rich text about to be inserted as HTML: the API sanitizes it when it is
 * written and read, and the page does it once more, so a compromised or misconfigured server (or a
 * hostile paste in the console's preview) still cannot run script in the browser. Links that open
 * a new window get no access back to this one.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    // The API allows links to open a new window; the rel below makes that safe.
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
