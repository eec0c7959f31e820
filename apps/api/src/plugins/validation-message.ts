import type { z } from 'zod';

/**
 * One Chinese sentence naming every field that failed, e.g.
 * `参数 page 有误：无效输入：期望 数字，实际接收 string`. The detail is zod's zh-CN message (the
 * SDK sets the locale) or the schema's own message where the SDK wrote one.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = new Map<string, string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (!parts.has(field)) parts.set(field, field === '' ? `请求体有误：${issue.message}` : `参数 ${field} 有误：${issue.message}`);
  }
  return [...parts.values()].join('；');
}

function fieldOf(issue: z.core.$ZodIssue): string {
  // An unknown key is reported on the object holding it; name the key itself.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys.join('、')] : issue.path;
  return path.map(String).join('.');
}
