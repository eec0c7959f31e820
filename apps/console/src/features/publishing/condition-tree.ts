// The condition editor's draft: a tree of groups (全部满足 / 任一满足 / 不满足) and rows (one
// field, one operator, one value), and its conversion to and from the conditions JSON that
// admin_call_save takes (a ConditionNode). The editor never shows that JSON: an operator picks
// from lists, and the SDK's own check (checkConditions) says what is still wrong, in the words
// the server would answer with.
import { OPERATOR_SYMBOLS, checkConditions, formatNumber } from '@qyfw/portal-sdk/conditions';
import type {
  ConditionLeaf,
  ConditionNode,
  ConditionOperator,
  MatchField,
} from '@qyfw/portal-sdk/conditions';
import { editorField, flatOptions, takesList } from './condition-fields';

export type GroupKind = 'all' | 'any' | 'not';

export const GROUP_LABELS: Record<GroupKind, string> = {
  all: '全部满足',
  any: '任一满足',
  not: '不满足',
};

/** A row's value as the inputs hold it (null: not entered yet). */
export type RowValue =
  number | null | string | readonly string[] | readonly [number | null, number | null];

export interface RowDraft {
  readonly type: 'row';
  /** React's key: stable while the row lives, never sent. */
  readonly key: string;
  /** The leaf's id (c1, c2 …): kept from the saved call, a new row takes the next free one. */
  readonly id: string;
  readonly label: string;
  readonly clause: string;
  readonly field: MatchField;
  readonly op: ConditionOperator;
  readonly value: RowValue | undefined;
}

export interface GroupDraft {
  readonly type: 'group';
  readonly key: string;
  readonly kind: GroupKind;
  readonly children: readonly DraftNode[];
}

export type DraftNode = RowDraft | GroupDraft;

let keys = 0;
const nextKey = () => `n${(keys += 1)}`;

/** What a fresh value of this field and operator is. */
export function emptyValue(field: MatchField, op: ConditionOperator): RowValue | undefined {
  const info = editorField(field);
  if (op === 'is_true') return undefined;
  if (op === 'between') return [null, null];
  if (takesList(op)) return [];
  if (info.kind === 'text') return undefined;
  return null;
}

function ids(node: DraftNode, into: Set<string>): Set<string> {
  if (node.type === 'row') into.add(node.id);
  else for (const child of node.children) ids(child, into);
  return into;
}

/** The smallest c<n> no row of the tree has. */
export function freeId(root: DraftNode): string {
  const used = ids(root, new Set());
  for (let n = 1; ; n += 1) if (!used.has(`c${n}`)) return `c${n}`;
}

export function newRow(root: DraftNode, field: MatchField = 'district'): RowDraft {
  const op = editorField(field).operators[0]!.value;
  return {
    type: 'row',
    key: nextKey(),
    id: freeId(root),
    label: '',
    clause: '',
    field,
    op,
    value: emptyValue(field, op),
  };
}

export function newGroup(kind: GroupKind, children: readonly DraftNode[] = []): GroupDraft {
  return { type: 'group', key: nextKey(), kind, children };
}

/** An empty 全部满足 group: a new call's conditions. */
export function emptyTree(): GroupDraft {
  return newGroup('all');
}

// ---- labels ----

function optionLabel(field: MatchField, value: string): string {
  return flatOptions(editorField(field)).find((option) => option.value === value)?.label ?? value;
}

function valueText(row: RowDraft): string {
  const field = editorField(row.field);
  const unit = field.unit ? (field.unit === '%' ? '%' : ` ${field.unit}`) : '';
  const value = row.value;
  if (row.op === 'between') {
    const [lo, hi] = value as readonly [number | null, number | null];
    return `${lo === null ? '?' : formatNumber(lo)}–${hi === null ? '?' : formatNumber(hi)}${unit}`;
  }
  if (Array.isArray(value))
    return (value as string[]).map((item) => optionLabel(row.field, item)).join('、');
  if (typeof value === 'number') return `${formatNumber(value)}${unit}`;
  if (typeof value === 'string') return optionLabel(row.field, value);
  return '';
}

/**
 * The sentence a row says when the operator wrote none: 上年度营业收入 ≥ 2000 万元, 成立日期满 3
 * 年, 近三年无严重失信记录. It is the leaf's label, which /match shows the enterprise.
 */
export function autoLabel(row: RowDraft): string {
  const field = editorField(row.field);
  switch (row.op) {
    case 'is_true':
      return field.label;
    case 'years_since_gte':
      return `${field.label}满 ${valueText(row)}`;
    case 'years_since_lte':
      return `${field.label}不超过 ${valueText(row)}`;
    default:
      return `${field.label} ${OPERATOR_SYMBOLS[row.op]} ${valueText(row)}`;
  }
}

// ---- to and from the conditions JSON ----

function leafOf(row: RowDraft): Record<string, unknown> {
  const leaf: Record<string, unknown> = {
    id: row.id,
    label: row.label.trim() || autoLabel(row),
    clause: row.clause.trim(),
    field: row.field,
    op: row.op,
  };
  // Left out while empty: the check then asks for it (请填写取值).
  const value = row.value;
  if (value === undefined || value === null || value === '') return leaf;
  if (Array.isArray(value) && value.length === 0) return leaf;
  leaf.value = value;
  return leaf;
}

/**
 * The conditions as admin_call_save takes them. 不满足 over one item is `{ not: item }`; over
 * several it means none of them holds: `{ not: { any: [...] } }`.
 */
export function toConditions(node: DraftNode): unknown {
  if (node.type === 'row') return leafOf(node);
  const children = node.children.map(toConditions);
  if (node.kind === 'not') return { not: children.length === 1 ? children[0] : { any: children } };
  return { [node.kind]: children };
}

function rowOf(leaf: ConditionLeaf): RowDraft {
  return {
    type: 'row',
    key: nextKey(),
    id: leaf.id,
    label: leaf.label,
    clause: leaf.clause,
    field: leaf.field,
    op: leaf.op,
    value: (leaf.value as RowValue | undefined) ?? emptyValue(leaf.field, leaf.op),
  };
}

function draftOf(node: ConditionNode): DraftNode {
  if ('field' in node) return rowOf(node);
  if ('not' in node) {
    const inner = node.not;
    // { not: { any: [...] } } is how the editor writes 不满足 over several items.
    if ('any' in inner) return newGroup('not', inner.any.map(draftOf));
    return newGroup('not', [draftOf(inner)]);
  }
  return 'all' in node
    ? newGroup('all', node.all.map(draftOf))
    : newGroup('any', node.any.map(draftOf));
}

/** A saved call's conditions as the editor's tree; the root is always an all / any group. */
export function fromConditions(raw: unknown): GroupDraft {
  const checked = checkConditions(raw);
  if (!checked.ok) return emptyTree();
  const draft = draftOf(checked.node);
  return draft.type === 'group' && draft.kind !== 'not' ? draft : newGroup('all', [draft]);
}

/** What is still wrong with the tree, in the server's words; empty when it can be saved. */
export function treeProblems(root: DraftNode): string[] {
  if (root.type === 'group' && root.children.length === 0) return ['请至少添加一个条件'];
  const checked = checkConditions(toConditions(root));
  return checked.ok ? [] : checked.issues.map((issue) => issue.message);
}

// ---- edits (immutable: the editor's state is one tree) ----

export function replaceNode(
  root: GroupDraft,
  key: string,
  next: DraftNode | undefined,
): GroupDraft {
  const walk = (node: DraftNode): DraftNode | undefined => {
    if (node.key === key) return next;
    if (node.type === 'row') return node;
    const children = node.children
      .map(walk)
      .filter((child): child is DraftNode => child !== undefined);
    return { ...node, children };
  };
  return walk(root) as GroupDraft;
}
