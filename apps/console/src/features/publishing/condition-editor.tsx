// 申报条件 as an operator builds them: groups (全部满足 / 任一满足 / 不满足) holding rows of
// 字段 → 运算 → 取值 picked from lists, rows and groups added and removed with buttons — no JSON,
// no code. Every control is a labelled antd control, so the tree is usable from the keyboard.
// What is still wrong shows under the tree in the server's own words (treeProblems).
import { MAX_CONDITION_DEPTH } from '@qyfw/portal-sdk/conditions';
import type { ConditionOperator, MatchField } from '@qyfw/portal-sdk/conditions';
import { Alert, Button, Input, Select, Space, Typography } from 'antd';
import { ConditionValueInput } from './condition-value-input';
import { EDITOR_FIELDS, editorField } from './condition-fields';
import {
  GROUP_LABELS,
  autoLabel,
  emptyValue,
  newGroup,
  newRow,
  replaceNode,
  treeProblems,
} from './condition-tree';
import type { DraftNode, GroupDraft, GroupKind, RowDraft } from './condition-tree';
import styles from './condition-editor.module.css';

export interface ConditionEditorProps {
  readonly value: GroupDraft;
  readonly onChange: (next: GroupDraft) => void;
}

/** Each list opens beside its select (in the row), so it scrolls with the tree it belongs to. */
export const besideSelect = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

const FIELD_OPTIONS = EDITOR_FIELDS.map((field) => ({ value: field.name, label: field.label }));

interface NodeProps {
  readonly root: GroupDraft;
  readonly onChange: (next: GroupDraft) => void;
}

function RowEditor({ row, root, onChange }: NodeProps & { readonly row: RowDraft }) {
  const field = editorField(row.field);
  const name = `条件 ${row.id}`;
  const set = (next: Partial<RowDraft>) =>
    onChange(replaceNode(root, row.key, { ...row, ...next }));
  return (
    // A list item holding the group: a role on the <li> itself would take it out of the list.
    <li className={styles.row}>
      <div role="group" aria-label={name}>
        <Space wrap align="start">
          <Typography.Text className={styles.rowId}>{row.id}</Typography.Text>
          <Select<MatchField>
            aria-label={`${name}的字段`}
            value={row.field}
            options={FIELD_OPTIONS}
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
            getPopupContainer={besideSelect}
            style={{ width: 220 }}
            onChange={(next) => {
              // A field of another kind has other operators: start from its first.
              const ops = editorField(next).operators.map((op) => op.value);
              const op = ops.includes(row.op) ? row.op : ops[0]!;
              set({ field: next, op, value: emptyValue(next, op) });
            }}
          />
          <Select<ConditionOperator>
            aria-label={`${name}的运算`}
            value={row.op}
            options={field.operators.map((op) => ({ value: op.value, label: op.label }))}
            virtual={false}
            getPopupContainer={besideSelect}
            style={{ width: 130 }}
            onChange={(op) => {
              const keep = emptyValue(row.field, op);
              const sameShape =
                Array.isArray(keep) === Array.isArray(row.value) &&
                (op === 'between') === (row.op === 'between');
              set({ op, value: sameShape ? row.value : keep });
            }}
          />
          <ConditionValueInput
            field={field}
            op={row.op}
            value={row.value}
            label={`${name}的取值`}
            onChange={(value) => set({ value })}
          />
          <Button danger onClick={() => onChange(replaceNode(root, row.key, undefined))}>
            删除条件 {row.id}
          </Button>
        </Space>
        <Space wrap className={styles.rowText}>
          <Input
            aria-label={`${name}的说明`}
            value={row.label}
            placeholder={autoLabel(row)}
            maxLength={200}
            style={{ width: 360 }}
            onChange={(event) => set({ label: event.target.value })}
          />
          <Input
            aria-label={`${name}的条款出处`}
            value={row.clause}
            placeholder="条款出处，如 第二条第（一）项"
            maxLength={200}
            style={{ width: 240 }}
            onChange={(event) => set({ clause: event.target.value })}
          />
        </Space>
      </div>
    </li>
  );
}

function GroupEditor({
  group,
  depth,
  root,
  onChange,
}: NodeProps & { readonly group: GroupDraft; readonly depth: number }) {
  const isRoot = depth === 1;
  const kinds: GroupKind[] = isRoot ? ['all', 'any'] : ['all', 'any', 'not'];
  const name = isRoot ? '申报条件' : `条件组（${GROUP_LABELS[group.kind]}）`;
  const set = (next: GroupDraft) => onChange(replaceNode(root, group.key, next));
  const add = (child: DraftNode) => set({ ...group, children: [...group.children, child] });
  // A group nested deeper than the check allows would only be refused on saving.
  const mayNest = depth < MAX_CONDITION_DEPTH - 1;
  return (
    <div className={isRoot ? styles.root : styles.group} role="group" aria-label={name}>
      <Space wrap>
        <Select<GroupKind>
          aria-label={`${name}的组合方式`}
          value={group.kind}
          options={kinds.map((kind) => ({ value: kind, label: GROUP_LABELS[kind] }))}
          getPopupContainer={besideSelect}
          style={{ width: 130 }}
          onChange={(kind) => set({ ...group, kind })}
        />
        <Typography.Text type="secondary">
          {group.kind === 'not' ? '以下条件均不满足' : `以下条件${GROUP_LABELS[group.kind]}`}
        </Typography.Text>
      </Space>
      {group.children.length === 0 ? (
        <Typography.Paragraph type="secondary" className={styles.empty}>
          尚无条件，请添加。
        </Typography.Paragraph>
      ) : (
        <ol className={styles.children}>
          {group.children.map((child) =>
            child.type === 'row' ? (
              <RowEditor key={child.key} row={child} root={root} onChange={onChange} />
            ) : (
              <li key={child.key}>
                <GroupEditor group={child} depth={depth + 1} root={root} onChange={onChange} />
              </li>
            ),
          )}
        </ol>
      )}
      <Space wrap>
        <Button onClick={() => add(newRow(root))}>添加条件</Button>
        {mayNest ? (
          <Button onClick={() => add(newGroup('any', [newRow(root)]))}>添加条件组</Button>
        ) : null}
        {isRoot ? null : (
          <Button danger onClick={() => onChange(replaceNode(root, group.key, undefined))}>
            删除此条件组
          </Button>
        )}
      </Space>
    </div>
  );
}

export function ConditionEditor({ value, onChange }: ConditionEditorProps) {
  const problems = treeProblems(value);
  return (
    <div>
      <GroupEditor group={value} depth={1} root={value} onChange={onChange} />
      {problems.length > 0 ? (
        <Alert
          className={styles.problems}
          type="warning"
          showIcon
          title="条件尚不完整"
          description={
            <ul aria-label="条件问题">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
      ) : null}
    </div>
  );
}
