import { z } from 'zod';

// The API answers in Chinese, including zod's own messages for schemas without a hand-written one.
// The SDK no longer sets zod's locale globally (it would change a host app's messages too), so the
// API, an app, sets it for itself here, where its validation messages are made.
z.config(z.locales.zhCN());

/**
 * One Chinese sentence naming every field that failed, e.g.
 * `参数 page 有误：无效输入：期望 数字，实际接收 string`. The detail is zod's zh-CN message (set
 * above) or the schema's own message where the SDK wrote one.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = new Map<string, string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!parts.has(field))
      parts.set(
        field,
        field === '' ? `请求体有误：${issue.message}` : `参数 ${field} 有误：${issue.message}`,
      );
  }
  return [...parts.values()].join('；');
}

function fieldOf(issue: z.core.$ZodIssue): string {
  // An unknown key is reported on the object holding it; name the key itself.
  const path =
    issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys.join('、')] : issue.path;
  return path.map(String).join('.');
}
