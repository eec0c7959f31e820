// Text edits the generators make in files people also edit by hand. Each fails loudly when its
// anchor is gone, so a moved anchor breaks `pnpm gen:check` instead of silently skipping a step.

/** `addition` right before the first (or last) occurrence of `anchor`. */
export function insertBefore(
  text: string,
  anchor: string,
  addition: string,
  which: 'first' | 'last' = 'first',
): string {
  const at = which === 'first' ? text.indexOf(anchor) : text.lastIndexOf(anchor);
  if (at < 0) throw new Error(`生成器找不到锚点：${JSON.stringify(anchor)}`);
  return text.slice(0, at) + addition + text.slice(at);
}

/** `line` after the file's last top-level import statement. */
export function insertAfterImports(text: string, line: string): string {
  const imports = [...text.matchAll(/^import [\s\S]*?from '[^']+';\n/gm)];
  const last = imports.at(-1);
  if (!last) throw new Error('生成器找不到 import 语句');
  const end = last.index + last[0].length;
  return `${text.slice(0, end)}${line}\n${text.slice(end)}`;
}

export function appendLine(text: string, line: string): string {
  return `${text.replace(/\n*$/, '\n')}${line}\n`;
}

/** A package.json with `./calls/<domain>` added to `exports` and `publishConfig.exports`. */
export function addToJsonExports(text: string, domain: string): string {
  const pkg = JSON.parse(text) as {
    exports: Record<string, unknown>;
    publishConfig: { exports: Record<string, unknown> };
  };
  const key = `./calls/${domain}`;
  pkg.exports[key] = `./src/calls/${domain}.ts`;
  pkg.publishConfig.exports[key] = {
    import: { types: `./dist/calls/${domain}.d.ts`, default: `./dist/calls/${domain}.js` },
    require: { types: './esm-only.d.cts', default: './esm-only.cjs' },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** `line` as the last child of the route map's layout `id` (route-map.ts: `layout('<id>', …, [`). */
export function addToLayout(text: string, id: string, line: string): string {
  const found = new RegExp(`layout\\(\\s*['"]${id}['"]`).exec(text);
  if (!found) throw new Error(`路由表中没有布局 ${id}`);
  const open = text.indexOf('[', found.index);
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '[') depth += 1;
    if (text[at] === ']' && --depth === 0) {
      // Prettier puts each child on its own line again when the file is formatted.
      const children = text.slice(open + 1, at).replace(/,?\s*$/, '');
      const separator = children.trim() ? ', ' : '';
      return `${text.slice(0, open + 1)}${children}${separator}${line}${text.slice(at)}`;
    }
  }
  throw new Error(`路由表中布局 ${id} 没有结尾`);
}

/** `a:标签,b:标签` → [{ key: 'a', label: '标签' }, …]; `-` or empty → []. */
export function parseFieldList(text: string): { key: string; label: string }[] {
  if (!text || text === '-') return [];
  return text.split(',').map((pair) => {
    const [key = '', label = key] = pair.split(':').map((part) => part.trim());
    return { key, label };
  });
}
