// What the condition editor offers, derived from the match's own vocabulary (the SDK's
// MATCH_FIELDS, OPERATORS_OF_KIND and OPERATOR_SYMBOLS) and the record's datasets (districts,
// streets, the industry classification, scales, qualifications): never a second hand-written list
// of fields or operators, so the editor can only build what admin_call_save accepts.
import { ENTERPRISE_SCALES } from '@qyfw/portal-sdk/calls/enterprise';
import {
  KNOWN_QUALIFICATIONS,
  MATCH_FIELDS,
  MATCH_FIELD_NAMES,
  OPERATORS_OF_KIND,
  OPERATOR_SYMBOLS,
} from '@qyfw/portal-sdk/conditions';
import type { ConditionOperator, MatchField, MatchFieldInfo } from '@qyfw/portal-sdk/conditions';
import { DISTRICTS } from '@qyfw/portal-sdk/districts';
import { INDUSTRY_TREE } from '@qyfw/portal-sdk/industries';

export interface ValueOption {
  readonly value: string;
  readonly label: string;
}

export interface ValueOptionGroup {
  readonly label: string;
  readonly options: readonly ValueOption[];
}

export interface EditorField {
  readonly name: MatchField;
  readonly label: string;
  readonly kind: MatchFieldInfo['kind'];
  /** 万元, %, 人, 件; 年 for a date (its operators compare the years since it). */
  readonly unit: string | undefined;
  readonly operators: readonly { readonly value: ConditionOperator; readonly label: string }[];
  /** The values to choose from (text and list fields); absent: typed. */
  readonly options?: readonly (ValueOption | ValueOptionGroup)[];
  /** Whether a value outside `options` may be entered (a qualification the list lacks). */
  readonly openOptions?: boolean;
}

const plain = (values: readonly string[]): ValueOption[] =>
  values.map((value) => ({ value, label: value }));

/** Sections (门类) with their divisions (大类): a condition on a section matches all below it. */
const INDUSTRY_OPTIONS: ValueOptionGroup[] = INDUSTRY_TREE.map((section) => ({
  label: `${section.code} ${section.name}`,
  options: [
    { value: section.code, label: `${section.code} ${section.name}（整个门类）` },
    ...(section.children ?? []).map((division) => ({
      value: division.code,
      label: `${division.code} ${division.name}`,
    })),
  ],
}));

const OPTIONS: Partial<Record<MatchField, Pick<EditorField, 'options' | 'openOptions'>>> = {
  district: { options: plain(DISTRICTS.map((district) => district.name)) },
  street: {
    options: DISTRICTS.map((district) => ({
      label: district.name,
      options: plain(district.streets),
    })),
  },
  industry_code: { options: INDUSTRY_OPTIONS },
  scale: { options: plain(ENTERPRISE_SCALES) },
  qualifications: { options: plain(KNOWN_QUALIFICATIONS), openOptions: true },
};

export const EDITOR_FIELDS: readonly EditorField[] = MATCH_FIELD_NAMES.map((name) => {
  const info: MatchFieldInfo = MATCH_FIELDS[name];
  return {
    name,
    label: info.label,
    kind: info.kind,
    unit: info.kind === 'date' ? '年' : info.unit,
    operators: OPERATORS_OF_KIND[info.kind].map((op) => ({
      value: op,
      label: OPERATOR_SYMBOLS[op],
    })),
    ...OPTIONS[name],
  };
});

const BY_NAME = new Map(EDITOR_FIELDS.map((field) => [field.name, field]));

export function editorField(name: MatchField): EditorField {
  return BY_NAME.get(name) as EditorField;
}

/** Every option of a field, groups flattened (for labels of chosen values). */
export function flatOptions(field: EditorField): readonly ValueOption[] {
  return (field.options ?? []).flatMap((option) =>
    'options' in option ? option.options : [option],
  );
}

/** Operators whose value is a list of options (属于, 包含, 全部包含, 不包含). */
export function takesList(op: ConditionOperator): boolean {
  return op === 'in' || op === 'contains_any' || op === 'contains_all' || op === 'contains_none';
}
