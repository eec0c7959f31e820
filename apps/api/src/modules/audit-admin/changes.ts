// An audit row's before and after (JSON as each module wrote it) as the fields that changed, each
// with its label and both values as text a person reads: states by their labels, times in
// Shanghai, 是/否, lists joined. Text only — the console shows it as text, the export as cells.
import type { AuditChange } from '@qyfw/portal-sdk/calls/audit-admin';
import { codeLabel, fieldLabel, HIDDEN_FIELDS } from './labels.js';

/** What an absent or empty value reads as. */
export const EMPTY_VALUE = '（空）';
/** Long texts (a policy's summary, a condition tree) are cut here. */
const TEXT_MAX = 300;

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const cut = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX)}…` : text);

/** 2026-03-02 09:00 (Asia/Shanghai) of an ISO time. */
function shanghaiMinute(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

function scalarText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return ISO_TIME.test(value) ? shanghaiMinute(value) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** A list item: a 补正项, a form field (its label), a contact (its parts), or its JSON. */
function itemText(item: unknown): string {
  if (!isObject(item)) return scalarText(item);
  if ((item.kind === 'field' || item.kind === 'material') && typeof item.key === 'string') {
    const note = typeof item.note === 'string' && item.note ? `：${item.note}` : '';
    return `${item.kind === 'field' ? '字段' : '材料'} ${item.key}${note}`;
  }
  if (typeof item.label === 'string') return item.label;
  const values = Object.values(item);
  if (values.every((value) => !isObject(value) && !Array.isArray(value))) {
    return values.map(scalarText).filter(Boolean).join(' ');
  }
  return JSON.stringify(item);
}

/** One value as text; '' for nothing (the caller says （空）). */
export function valueText(entityType: string, field: string, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') {
    const label = codeLabel(entityType, field, String(value));
    if (label !== undefined) return label;
  }
  if (Array.isArray(value)) return cut(value.map(itemText).filter(Boolean).join('、'));
  if (isObject(value)) return cut(itemText(value));
  return cut(scalarText(value));
}

/**
 * The fields whose stored value differs, in the order the module wrote them (before's keys, then
 * after's new ones). A creation has no before: every field it set reads 空 → value.
 */
export function auditChanges(entityType: string, before: unknown, after: unknown): AuditChange[] {
  const was: Json = isObject(before) ? before : {};
  const is: Json = isObject(after) ? after : {};
  // A module may one day audit a bare value: it reads as one field.
  if (!isObject(before) && before != null) was.value = before;
  if (!isObject(after) && after != null) is.value = after;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (field) => !HIDDEN_FIELDS.has(field),
  );
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (JSON.stringify(was[field] ?? null) === JSON.stringify(is[field] ?? null)) continue;
    changes.push({
      field,
      label: field === 'value' ? '值' : fieldLabel(entityType, field),
      before: valueText(entityType, field, was[field]) || EMPTY_VALUE,
      after: valueText(entityType, field, is[field]) || EMPTY_VALUE,
    });
  }
  return changes;
}
