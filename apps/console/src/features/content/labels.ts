// The words of 内容发布's screens: the kinds (the SDK's names), the categories each kind's editor
// offers, and where the portal shows an article (草稿 / 已发布 are components/publish-state's).
import {
  BULLETIN_TYPE_LABELS,
  CONTENT_KIND_LABELS,
  CONTENT_KINDS,
  INFORMATION_TYPE_LABELS,
} from '@qyfw/portal-sdk/calls/content-admin';
import type {
  AdminContent,
  BulletinType,
  ContentKind,
  InformationType,
} from '@qyfw/portal-sdk/calls/content-admin';
import { PUBLISH_STATE_LABELS } from '@qyfw/portal-sdk/calls/policy-admin';
import { KNOWLEDGE_KIND_LABELS } from '@qyfw/portal-sdk/calls/policy-library';
import type { KnowledgeKind } from '@qyfw/portal-sdk/calls/policy-library';
import { POLICY_LEVEL_OPTIONS } from '@qyfw/portal-sdk/constants';

export { CONTENT_KINDS, PUBLISH_STATE_LABELS };

export const kindLabel = (kind: ContentKind): string => CONTENT_KIND_LABELS[kind];

export const KNOWLEDGE_KIND_OPTIONS = (
  Object.entries(KNOWLEDGE_KIND_LABELS) as [KnowledgeKind, string][]
).map(([value, label]) => ({ value, label }));

export const INFORMATION_TYPE_OPTIONS = Object.entries(INFORMATION_TYPE_LABELS).map(
  ([value, label]) => ({ value: Number(value) as InformationType, label }),
);

export const BULLETIN_TYPE_OPTIONS = Object.entries(BULLETIN_TYPE_LABELS).map(([value, label]) => ({
  value: Number(value) as BulletinType,
  label,
}));

export const LEVEL_OPTIONS = POLICY_LEVEL_OPTIONS.map((option) => ({
  value: option.level,
  label: option.label,
}));

/** Where the portal shows an article once published (the editor's link to it). */
export function portalPath(record: AdminContent): string {
  switch (record.kind) {
    case 'news':
      return `/pc/trendsDetail?id=${record.id}`;
    case 'knowledge':
      return `/pc/knowledgeDetail?id=${record.id}`;
    // /policyDetail's tab says which list the id belongs to: 0 information, 1 公示, 2 其它公告.
    case 'information':
      return `/pc/policyDetail?id=${record.id}&status=0`;
    case 'bulletin':
      return `/pc/policyDetail?id=${record.id}&status=${record.type === 1 ? 1 : 2}`;
  }
}
