// Files members upload (design §6 "uploads"): avatars, an enterprise's licence and authorisation
// letter. Not a defineCall: the request is multipart (`purpose`, then `file`) and the download
// answers the bytes, so the client has its own two methods for them (client.upload,
// client.fetchUpload). The rules below are the server's: the portal uses them to say up front
// what a field accepts, the API to refuse everything else.
import './zod-config.js';
import { z } from 'zod';
import { epochSecondsSchema, idSchema } from './calls/common.js';

/** What an upload is for: it decides the types and size allowed and who may download it. */
export const UPLOAD_PURPOSES = [
  'avatar',
  'licence',
  'authorisation',
  'material',
  'site_image',
] as const;
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
  // Operators' pictures every visitor sees: carousel banners, the 客服 QR code, news covers
  // (issue 26). Served publicly once a published record names them (siteImageUrl).
  site_image: {
    label: '网站图片',
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp'],
    maxBytes: 5 * MB,
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    typeNames: 'JPG、PNG 或 WebP',
  },
};

/**
 * How much one member and one enterprise may upload (design §6 "uploads"). The server counts from
 * its rows; the numbers sit far above any real use, so only a runaway script meets them:
 * - a member, any 24 hours: an application asks for at most a dozen files, a scan is 1–5 MB
 *   (the 20 MB cap is for the rare long PDF); 100 files or 500 MB is several full applications,
 *   the material library and every retry in one day. A stranger's script, which stored 400 MB a
 *   minute, now stops at 500 MB a day, and what it never attaches goes after 24 hours.
 * - an enterprise, everything its members have stored: 5 GB is ten years of twenty applications
 *   of a dozen 2 MB scans, plus the library.
 */
export const UPLOAD_QUOTA = {
  memberDailyFiles: 100,
  memberDailyBytes: 500 * MB,
  enterpriseBytes: 5 * 1024 * MB,
} as const;

/** Uploads attached to nothing (no record names them) are deleted once this old. */
export const UNATTACHED_UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The longest file name kept, in characters (code points: 😀 and 申 are one each). */
export const UPLOAD_NAME_MAX_CHARS = 255;

/** The longest extension kept whole when a long name is shortened (".jpeg" is 5). */
const KEPT_EXTENSION_CHARS = 16;

/**
 * What never belongs in a file name shown to someone: controls (C0, C1), format characters —
 * which hold the bidi controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C), the zero-width
 * ones (U+200B–U+200D, U+2060–U+2064, U+FEFF), U+180E and the soft hyphen — lone surrogates,
 * line and paragraph separators, and the blank Hangul fillers. A U+202E turns "报告‮fdp.exe" into
 * what reads as "报告exe.pdf".
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/gu;

function shortened(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= UPLOAD_NAME_MAX_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const kept = extension.length <= KEPT_EXTENSION_CHARS ? extension : [];
  return [...chars.slice(0, UPLOAD_NAME_MAX_CHARS - kept.length), ...kept].join('');
}

/**
 * A file name as it is stored and shown: its last path segment, NFC, without invisible
 * characters, trimmed, at most UPLOAD_NAME_MAX_CHARS characters (the extension kept). The
 * server stores a received name through this, and the client sends the name through it, so both
 * count and keep alike; '' when nothing visible is left.
 */
export function cleanUploadName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  return shortened(base.normalize('NFC').replace(INVISIBLE, '').trim());
}

/** A stored name: counted in characters, as cleanUploadName cuts. */
export const uploadNameSchema = z
  .string()
  .refine((name) => Array.from(name).length <= UPLOAD_NAME_MAX_CHARS, {
    error: `文件名不能超过${UPLOAD_NAME_MAX_CHARS}个字符`,
  });

/** The refusals the server answers (HTTP 400, or 403 for a purpose not the member's), worded once for the server and the portal. */
export const UPLOAD_MESSAGES = {
  wrongType: (purpose: UploadPurpose) =>
    `文件类型不支持：请上传 ${UPLOAD_RULES[purpose].typeNames} 文件`,
  tooLarge: (purpose: UploadPurpose) => `文件不能超过${UPLOAD_RULES[purpose].maxBytes / MB}MB`,
  empty: '文件内容为空，请重新选择',
  noFile: '请选择要上传的文件',
  noPurpose: '请指定上传用途（purpose）',
  badPurpose: '上传用途有误：应为 avatar、licence、authorisation、material 或 site_image',
  tooManyFiles: '一次只能上传一个文件',
  badForm: '上传请求格式有误，请以 multipart/form-data 提交 purpose 和 file',
  /** An id a member names in a body (an authentication's licence) that is not theirs or not of that use. */
  reupload: (purpose: UploadPurpose) => `请重新上传${UPLOAD_RULES[purpose].label}`,
  /** HTTP 400: the member's uploads of the last 24 hours reach UPLOAD_QUOTA. */
  memberQuota: `24 小时内上传的文件已达上限（最多 ${UPLOAD_QUOTA.memberDailyFiles} 个、共 ${UPLOAD_QUOTA.memberDailyBytes / MB}MB），请明天再试`,
  /** HTTP 400: the enterprise's members have stored UPLOAD_QUOTA.enterpriseBytes. */
  enterpriseQuota: `本企业存储的文件已达上限（${UPLOAD_QUOTA.enterpriseBytes / 1024 / MB}GB），请在材料库中删除不再需要的文件，或联系平台运营人员`,
  /** HTTP 403: material needs an authenticated enterprise. */
  needsEnterprise: (purpose: UploadPurpose) =>
    `您尚未完成企业认证，认证通过后才能上传${UPLOAD_RULES[purpose].label}`,
  /** HTTP 403: licence and authorisation are for filing or correcting an authentication request. */
  alreadyAuthenticated: (purpose: UploadPurpose) =>
    `您已完成企业认证，无需上传${UPLOAD_RULES[purpose].label}`,
  requestInReview: (purpose: UploadPurpose) =>
    `您的企业认证申请正在审核中，无需再上传${UPLOAD_RULES[purpose].label}`,
  /** HTTP 403: site images are uploaded by operators, from the console. */
  operatorsOnly: (purpose: UploadPurpose) =>
    `${UPLOAD_RULES[purpose].label}仅限平台运营在管理后台上传`,
} as const;

/** The answer of an upload, and what other calls show of one. */
export const uploadSchema = z.object({
  id: idSchema,
  /** The name the member's file had, cleaned (cleanUploadName). */
  name: uploadNameSchema,
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

/** GET, no token: a site image that a published record names (the carousel, a news cover). */
export const SITE_IMAGE_PATH = '/api/static/uploads';

/** The public address of a `site_image` upload, as records store it and an <img src> loads it. */
export function siteImageUrl(id: number): string {
  return `${SITE_IMAGE_PATH}/${id}`;
}

const SITE_IMAGE_ADDRESS = /^\/api\/static\/uploads\/([1-9]\d{0,9})(?:\?.*)?$/;

/** The upload id of a site image's address (its `?to=` part ignored), or undefined for any other. */
export function siteImageIdOf(address: string): number | undefined {
  const match = SITE_IMAGE_ADDRESS.exec(address);
  if (!match) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
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
