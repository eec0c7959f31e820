// @ts-check
// Plain JavaScript (typed with JSDoc, checked by tsc), like precompress.js: Vite loads its config
// through Node, which on Node 20 cannot import TypeScript from a workspace package.

/** antd's prebuilt stylesheet, used with its zero-runtime mode (packages/ui's theme). */
const ANTD_CSS = /[\\/]antd[\\/]dist[\\/]antd\.css$/;

/**
 * At run time antd scopes its link reset to what it renders — `:where(.css-<hash>) a` and an
 * anchor carrying the class itself. Its prebuilt antd.css, extracted without a hash, has the same
 * rules as bare `a`, `a:hover`, `a:focus` …: every link of the page would lose its underline and
 * its focus outline. This puts the scope back, on the CSS-variable class every antd component
 * root carries (`css-var-…`), inside :where() so the specificity stays the runtime's.
 *
 * @param {string} css the text of antd.css
 * @returns {string}
 */
export function scopeAntdLinkReset(css) {
  const scope = ':where([class*="css-var-"])';
  let out = '';
  let depth = 0;
  let ruleStart = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '{') {
      if (depth === 0) {
        const selector = css.slice(ruleStart, i);
        const parts = selector.split(',').map((part) => part.trim());
        const bareLink = parts.every((part) => /^a(?::[\w-]+|\[[^\]]*\])*$/.test(part));
        if (bareLink) {
          out += parts.flatMap((part) => [`${scope} ${part}`, `${part}${scope}`]).join(',');
        } else {
          out += selector;
        }
        ruleStart = i;
      }
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        out += css.slice(ruleStart, i + 1);
        ruleStart = i + 1;
      }
    }
  }
  return out + css.slice(ruleStart);
}

/**
 * antd's prebuilt stylesheet as the apps and Storybook import it: the link reset scoped (see
 * scopeAntdLinkReset), and the whole in the cascade layer `antd`, so the portal's own unlayered
 * styles win over antd's wherever both style an element, whatever order the chunks' stylesheets
 * arrive in (the runtime styles were inserted first in <head> to the same end; a lazily loaded
 * chunk's <link> comes last).
 *
 * @returns {import('vite').Plugin}
 */
export function antdStaticStyles() {
  return {
    name: 'qyfw:antd-static-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!ANTD_CSS.test(id.split('?')[0] ?? '')) return null;
      return { code: `@layer antd{${scopeAntdLinkReset(code)}}`, map: null };
    },
  };
}
