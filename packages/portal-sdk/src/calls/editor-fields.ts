// What the operators' two editors share — 政策库 authoring (policy-admin) and 内容发布
// (content-admin): a text field whose Chinese messages name it, the 草稿 / 已发布 state, the stamp an
// edit read, and the lists' filters. Here, below both, so neither domain imports the other. Not a
// call domain: no subpath exports this file; each domain re-exports what its contract names.
import { z } from 'zod';
import { intSchema } from './common.js';

/** Text an operator types: trimmed, at most `max` characters, refused with the field's label. */
export const labelledText = (label: string, max: number) =>
  z
    .string({ error: `${label}须为文本` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字符` });

/** The same, and not empty. */
export const requiredText = (label: string, max: number) =>
  labelledText(label, max).min(1, { error: `请填写${label}` });

export const PUBLISH_STATE_LABELS = { draft: '草稿', published: '已发布' } as const;
export const publishStateSchema = z.enum(['draft', 'published'], { error: '发布状态不正确' });

/**
 * What an edit names of the row it read — policy-admin's `version`, content-admin's `updated_at`
 * (epoch seconds) — so a stale edit is refused (409). Bounded like every request integer (int4,
 * common.ts): as seconds, good until 2038, by when the wire will have moved on.
 */
export const editStampSchema = intSchema(0);

/** A list's filters besides its page: a word of the title, and 草稿 or 已发布. */
export const editorFilterShape = {
  keyword: labelledText('关键词', 64).optional(),
  state: publishStateSchema.optional(),
};
