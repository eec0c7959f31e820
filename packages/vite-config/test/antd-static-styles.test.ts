import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdStaticStyles, scopeAntdLinkReset } from '../src/antd-static-styles';

const scope = ':where([class*="css-var-"])';

describe('scopeAntdLinkReset', () => {
  it('scopes bare link rules to antd elements and leaves every other rule as it was', () => {
    const css =
      '.ant-btn{color:red}a{color:var(--ant-color-link);outline:none}' +
      'a:active,a:hover{text-decoration:none}a[disabled]{cursor:not-allowed}' +
      'a.ant-tag-disabled:hover{color:grey}.ant-typography a{color:blue}' +
      '@keyframes antFade{0%{opacity:0}100%{opacity:1}}';
    expect(scopeAntdLinkReset(css)).toBe(
      '.ant-btn{color:red}' +
        `${scope} a,a${scope}{color:var(--ant-color-link);outline:none}` +
        `${scope} a:active,a:active${scope},${scope} a:hover,a:hover${scope}{text-decoration:none}` +
        `${scope} a[disabled],a[disabled]${scope}{cursor:not-allowed}` +
        'a.ant-tag-disabled:hover{color:grey}.ant-typography a{color:blue}' +
        '@keyframes antFade{0%{opacity:0}100%{opacity:1}}',
    );
  });

  it('leaves no rule in the installed antd.css that styles every link of a page', async () => {
    const antdCss = createRequire(import.meta.url).resolve('antd/dist/antd.css', {
      paths: [new URL('../../ui', import.meta.url).pathname],
    });
    const scoped = scopeAntdLinkReset(await readFile(antdCss, 'utf8'));
    const topLevelSelectors = [...scoped.matchAll(/(?:^|\})([^{}@]+)\{/g)].map((m) => m[1] ?? '');
    const global = topLevelSelectors.filter((selector) =>
      selector.split(',').some((part) => /^a(?::[\w-]+|\[[^\]]*\])*$/.test(part.trim())),
    );
    expect(global).toEqual([]);
    expect(scoped).toContain(`${scope} a,a${scope}{`);
  });
});

describe('antdStaticStyles', () => {
  it('layers antd.css under the apps’ styles and ignores every other file', () => {
    const transform = antdStaticStyles().transform as (
      code: string,
      id: string,
    ) => { code: string } | null;
    const out = transform('a{color:blue}', '/repo/node_modules/antd/dist/antd.css');
    expect(out?.code).toBe(`@layer antd{${scope} a,a${scope}{color:blue}}`);
    expect(transform('a{color:blue}', '/repo/src/page.module.css')).toBeNull();
  });
});
