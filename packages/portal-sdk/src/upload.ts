// Files members upload (design §6 "uploads"): avatars, an enterprise's licence and authorisation
// letter. Not a defineCall: the request is multipart (`purpose`, then `file`) and the download
// answers the bytes, so the client has its own two methods for them (client.upload,
// client.fetchUpload). The rules below are the server's: the portal uses them to say up front
// what a field accepts, the API to refuse everything else.
import './zod-config.js';
import { z } from 'zod';
import { epochSecondsSchema, idSchema } from './calls/common.js';

/** What an upload is for: it decides the types and size allowed and who may download it. */
export const UPLOAD_PURPOSES = ['avatar', 'licence', 'authorisation', 'material'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES, { error: '上传用途有误' });

/** The types an upload may have, read from its content (never from its name). */
export const UPLOAD_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export interface UploadRule {
  /** 头像, 营业执照, 授权书: how messages name the file. */
  readonly label: string;
  readonly mimeTypes: readonly UploadMimeType[];
  /** Largest allowed size in bytes. */
  readonly maxBytes: number;
  /** The file input's `accept` attribute: what the browser's picker offers. */
  readonly accept: string;
  /** The types as a member reads them: JPG、PNG 或 PDF. */
  readonly typeNames: string;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  avatar: {
    label: '头像',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 2 * MB,
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    typeNames: 'JPG、PNG 或 WebP',
  },
  licence: {
    label: '营业执照',
    mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 10 * MB,
    accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
    typeNames: 'JPG、PNG 或 PDF',
  },
  authorisation: {
    label: '授权书',
    mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 10 * MB,
    accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
    typeNames: 'JPG、PNG 或 PDF',
  },
  // An application's material or a material-library file (审计报告, 证书, 申报书): scans and PDFs.
  material: {
    label: '申报材料',
    mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
    maxBytes: 20 * MB,
    accept: '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
    typeNames: 'JPG、PNG 或 PDF',
  },
};

/** The refusals the server answers (HTTP 400), worded once for the server and the portal. */
export const UPLOAD_MESSAGES = {
  wrongType: (purpose: UploadPurpose) =>
    `文件类型不支持：请上传 ${UPLOAD_RULES[purpose].typeNames} 文件`,
  tooLarge: (purpose: UploadPurpose) => `文件不能超过${UPLOAD_RULES[purpose].maxBytes / MB}MB`,
  empty: '文件内容为空，请重新选择',
  noFile: '请选择要上传的文件',
  noPurpose: '请指定上传用途（purpose）',
  badPurpose: '上传用途有误：应为 avatar、licence、authorisation 或 material',
  tooManyFiles: '一次只能上传一个文件',
  badForm: '上传请求格式有误，请以 multipart/form-data 提交 purpose 和 file',
  /** An id a member names in a body (an authentication's licence) that is not theirs or not of that use. */
  reupload: (purpose: UploadPurpose) => `请重新上传${UPLOAD_RULES[purpose].label}`,
} as const;

/** The answer of an upload, and what other calls show of one. */
export const uploadSchema = z.object({
  id: idSchema,
  /** The name the member's file had. */
  name: z.string().max(255),
  mime: z.enum(UPLOAD_MIME_TYPES),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  purpose: uploadPurposeSchema,
  createtime: epochSecondsSchema,
});
export type Upload = z.infer<typeof uploadSchema>;

/** POST: multipart/form-data with `purpose` first, then `file`. Needs the `token` header. */
export const UPLOAD_PATH = '/api/upload';

/**
 * GET: the bytes, for the owner, an operator, and whoever a module lets see the record the upload
 * belongs to. Needs the `token` header, so an <img src> cannot load it: fetch it
 * (client.fetchUpload) and show an object URL.
 */
export function uploadPath(id: number): string {
  return `${UPLOAD_PATH}/${id}`;
}

/** Whether a picked file's type is one the purpose allows (the server checks the content again). */
export function isAllowedUploadType(purpose: UploadPurpose, mime: string): boolean {
  return (UPLOAD_RULES[purpose].mimeTypes as readonly string[]).includes(mime);
}

/** The refusal the server would answer for this size, or undefined when it is allowed. */
export function uploadSizeProblem(purpose: UploadPurpose, size: number): string | undefined {
  if (size === 0) return UPLOAD_MESSAGES.empty;
  return size > UPLOAD_RULES[purpose].maxBytes ? UPLOAD_MESSAGES.tooLarge(purpose) : undefined;
}

export interface UploadInput {
  readonly purpose: UploadPurpose;
  /** A File (its name is sent) or a Blob with `name`. */
  readonly file: Blob;
  /** The file name to send; default the File's own, else 'file'. */
  readonly name?: string;
}

export interface UploadOptions {
  /** Called with 0…1 as the bytes go out (browsers; elsewhere once, at 1, when done). */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}
