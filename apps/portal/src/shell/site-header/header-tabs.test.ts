import { describe, expect, it } from 'vitest';
import { activeTabKey } from './header-tabs';

// Which tab an address belongs to; the header marks it only when the page exists (a 404 page
// marks none: site-header.test.tsx).
describe('activeTabKey', () => {
  it.each([
    ['/index', 'index'],
    ['/policyData', 'policyData'],
    ['/policyData/', 'policyData'],
    ['/expertDetail', 'expert'],
    ['/serviceList', 'serve'],
    ['/zlManage', 'basics'],
  ])('%s belongs to %s', (path, key) => {
    expect(activeTabKey(path)).toBe(key);
  });

  it.each(['/ysMent', '/register', '/no-such-page', '/'])('%s belongs to no tab', (path) => {
    expect(activeTabKey(path)).toBeUndefined();
  });
});
