// The labels of a call's machine-checkable conditions, in the order the call states them: what
// the document's page lists; the match (政策匹配) explains each against the enterprise.
import type { ConditionNode } from '@qyfw/portal-sdk/conditions';

export function conditionLabels(node: ConditionNode | null | undefined): string[] {
  if (!node) return [];
  if ('all' in node) return node.all.flatMap(conditionLabels);
  if ('any' in node) {
    const labels = node.any.flatMap(conditionLabels);
    // Alternatives read as one line: 满足其一：A；B.
    return labels.length > 1 ? [`满足其一：${labels.join('；')}`] : labels;
  }
  if ('not' in node) return conditionLabels(node.not).map((label) => `不属于：${label}`);
  return [node.label];
}
