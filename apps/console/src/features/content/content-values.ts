// An article's form values and the admin_content_save body they make, per kind: the fields all
// kinds share (标题, 正文) and each kind's own (a news item's cover and summary, a knowledge item's
// kind and policies, an information item's type and call, a bulletin's type, level, unit,
// deadline, policy and call).
import type * as contentAdminCalls from '@qyfw/portal-sdk/calls/content-admin';
import type {
  AdminContent,
  BulletinType,
  ContentKind,
  InformationType,
} from '@qyfw/portal-sdk/calls/content-admin';
import type { KnowledgeKind } from '@qyfw/portal-sdk/calls/policy-library';
import type { PolicyLevel } from '@qyfw/portal-sdk/constants';
import { POLICY_LEVELS } from '@qyfw/portal-sdk/constants';
import type { CallBody } from '@qyfw/portal-sdk/schemas';

export interface ContentValues {
  readonly title: string;
  readonly content: string;
  readonly summary?: string;
  readonly source?: string;
  readonly image?: string;
  readonly knowledge_kind?: KnowledgeKind;
  readonly policy_ids?: number[];
  readonly type?: number;
  readonly call_id?: number | null;
  readonly level?: PolicyLevel;
  readonly issuing_unit?: string;
  readonly deadline?: string;
  readonly policy_id?: number | null;
}

export type SaveBody = CallBody<typeof contentAdminCalls.admin_content_save>;

export function initialValues(kind: ContentKind, record: AdminContent | undefined): ContentValues {
  if (!record) {
    switch (kind) {
      case 'news':
        return { title: '', content: '', summary: '', source: '', image: '' };
      case 'knowledge':
        return { title: '', content: '', knowledge_kind: 'interpretation', policy_ids: [] };
      case 'information':
        return { title: '', content: '', type: 1, source: '', call_id: null };
      case 'bulletin':
        return {
          title: '',
          content: '',
          type: 5,
          level: POLICY_LEVELS.district,
          issuing_unit: '',
          deadline: '',
          policy_id: null,
          call_id: null,
        };
    }
  }
  const base = { title: record.title, content: record.content };
  switch (record.kind) {
    case 'news':
      return { ...base, summary: record.summary, source: record.source, image: record.image };
    case 'knowledge':
      return {
        ...base,
        knowledge_kind: record.knowledge_kind,
        summary: record.summary,
        source: record.source,
        policy_ids: record.policies.map((policy) => policy.id),
      };
    case 'information':
      return {
        ...base,
        type: record.type,
        source: record.source,
        call_id: record.call?.id ?? null,
      };
    case 'bulletin':
      return {
        ...base,
        type: record.type,
        level: record.level,
        issuing_unit: record.issuing_unit,
        deadline: record.deadline ?? '',
        policy_id: record.policy?.id ?? null,
        call_id: record.call?.id ?? null,
      };
  }
}

/** The save body: the record's id and the stamp read, when it exists. */
export function contentBody(
  kind: ContentKind,
  values: ContentValues,
  record: AdminContent | undefined,
): SaveBody {
  const base = {
    ...(record ? { id: record.id, updated_at: record.updated_at } : {}),
    title: values.title.trim(),
    content: values.content,
  };
  const text = (value: string | undefined) => value?.trim() ?? '';
  switch (kind) {
    case 'news':
      return {
        kind,
        ...base,
        summary: text(values.summary),
        source: text(values.source),
        image: values.image ?? '',
      } as SaveBody;
    case 'knowledge':
      return {
        kind,
        ...base,
        knowledge_kind: values.knowledge_kind ?? 'interpretation',
        summary: text(values.summary),
        source: text(values.source),
        policy_ids: values.policy_ids ?? [],
      } as SaveBody;
    case 'information':
      return {
        kind,
        ...base,
        type: (values.type ?? 1) as InformationType,
        source: text(values.source),
        call_id: values.call_id ?? null,
      } as SaveBody;
    case 'bulletin':
      return {
        kind,
        ...base,
        type: (values.type ?? 5) as BulletinType,
        level: values.level ?? POLICY_LEVELS.district,
        issuing_unit: text(values.issuing_unit),
        deadline: values.deadline ? values.deadline : null,
        policy_id: values.policy_id ?? null,
        call_id: values.call_id ?? null,
      } as SaveBody;
  }
}

/** The body without the stamp: equal keys mean nothing was changed since it was saved. */
export function valuesKey(kind: ContentKind, values: ContentValues): string {
  const {
    updated_at: _stamp,
    id: _id,
    ...body
  } = contentBody(kind, values, undefined) as SaveBody & {
    updated_at?: number;
    id?: number;
  };
  return JSON.stringify(body);
}
