// The values an application form starts from (DOMAIN §3 "re-entering the same materials"): each
// form field may name an enterprise-record field in `prefill`; its value comes with where it came
// from (企业填报 / 公开数据 / 平台核验, or the IP and qualification records) and when.
import { RECORD_SOURCE_LABELS } from '@qyfw/portal-sdk/schemas';
import type { EnterpriseRecord, FormValue, RecordSourcedField } from '@qyfw/portal-sdk/schemas';
import type { CallFormField } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { readRecord } from '../enterprise/record-read.js';

export interface Prefill {
  readonly key: string;
  readonly value: FormValue;
  readonly source: string;
  readonly at: number | null;
}

type Found = Omit<Prefill, 'key'>;

function recordValue(record: EnterpriseRecord, name: string): Found | undefined {
  const sourced = (field: RecordSourcedField, value: FormValue): Found => {
    const source = record.sources[field];
    return {
      value,
      source: source ? RECORD_SOURCE_LABELS[source.source] : '企业信息',
      at: source?.at ?? null,
    };
  };
  if (name === 'name') return sourced('name', record.name);
  if (name === 'credit_code') return sourced('credit_code', record.credit_code);
  if (name === 'rd_share') {
    return { value: record.rd_share, source: '由研发费用与营业收入计算', at: record.updated_at };
  }
  if (name === 'qualifications') {
    const valid = record.qualifications.filter((item) => item.status === 'valid');
    return { value: valid.map((item) => item.name).join('、'), source: '资质管理', at: null };
  }
  if (Object.hasOwn(record.ip, name)) {
    return {
      value: record.ip[name as keyof EnterpriseRecord['ip']],
      source: '知识产权记录',
      at: null,
    };
  }
  if (Object.hasOwn(record.fields, name) && name !== 'contacts') {
    const value = record.fields[name as keyof EnterpriseRecord['fields']];
    if (typeof value === 'object' && value !== null) return undefined;
    // A declaration (近三年无严重失信记录) reads in a form as its answer: 是 / 否.
    if (typeof value === 'boolean') return sourced(name as RecordSourcedField, value ? '是' : '否');
    return sourced(name as RecordSourcedField, value);
  }
  return undefined;
}

/** Whether the record's value fits the field (a select takes only one of its options). */
function fits(field: CallFormField, value: FormValue): boolean {
  if (value === null || value === '') return false;
  if (field.type === 'number') return typeof value === 'number';
  if (field.type === 'select') return (field.options ?? []).includes(String(value));
  return true;
}

export async function prefillFor(
  db: Db,
  enterpriseId: number,
  fields: readonly CallFormField[],
  now: Date,
): Promise<Prefill[]> {
  const wanted = fields.filter((field) => field.prefill);
  if (wanted.length === 0) return [];
  const record = await readRecord(db, enterpriseId, now);
  return wanted.flatMap((field) => {
    const found = recordValue(record, field.prefill!);
    if (!found || !fits(field, found.value)) return [];
    const value = field.type === 'number' ? found.value : String(found.value);
    return [{ key: field.key, ...found, value }];
  });
}
