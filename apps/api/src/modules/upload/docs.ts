// The OpenAPI description of the two upload routes. They are not SDK calls (the request is
// multipart, the download answers bytes), so they are described here in the shape the calls'
// are (plugins/openapi.ts): credentials, Chinese texts, an example answer. Documentation only:
// the routes validate their input themselves, with Chinese messages.
import {
  UPLOAD_MIME_TYPES,
  UPLOAD_NAME_MAX_CHARS,
  UPLOAD_PATH,
  UPLOAD_PURPOSES,
  UPLOAD_QUOTA,
  UPLOAD_RULES,
  uploadSchema,
} from '@qyfw/portal-sdk/upload';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { exampleOf, securityOf } from '../../plugins/openapi.js';

const MB = 1024 * 1024;

const rulesText = UPLOAD_PURPOSES.map((purpose) => {
  const rule = UPLOAD_RULES[purpose];
  return `\`${purpose}\`（${rule.label}）：${rule.typeNames}，不超过 ${rule.maxBytes / MB} MB`;
}).join('；');

const LOGIN_TEXT =
  '需要登录：请求头 `token` 为登录得到的令牌，否则答 401（code 401）；令牌失效答 401（code 402）。';

const errorEnvelope = {
  type: 'object',
  description: '失败：code 为 400/401/402/403/404/429/500/503，msg 为中文原因',
  properties: { code: { type: 'integer' }, msg: { type: 'string' } },
  required: ['code', 'msg'],
  examples: [{ code: 400, msg: '文件类型不支持：请上传 JPG、PNG 或 PDF 文件' }],
};

/** The upload's id in the path (both file routes). */
function idParams() {
  return {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'integer', minimum: 1, description: '上传编号' } },
  };
}

/** An answer of bytes, one entry per type it may have. */
function binaryContent(mimeTypes: readonly string[]) {
  return Object.fromEntries(
    mimeTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  );
}

function dataSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(uploadSchema, { io: 'output' });
  return schema;
}

export function uploadRouteSchema(): FastifySchema {
  const data = dataSchema();
  return {
    summary: '上传文件',
    description: [
      `以 multipart/form-data 提交 \`purpose\`（先）和 \`file\`（一个文件）。类型按文件内容识别，与文件名和浏览器声明的类型无关：${rulesText}。不符合时答 400，msg 说明原因，文件不会保存。`,
      `用途须是本人用得上的：\`avatar\` 人人可传；\`material\` 须已完成企业认证；\`licence\`、\`authorisation\` 仅在尚未认证、且没有审核中的认证申请时可传（提交或修改被退回的申请）；\`site_image\`（轮播图、客服二维码、动态封面）仅限平台运营在管理后台上传。否则答 403，文件不会保存。`,
      `限额（按数据库中的记录计）：每人 24 小时内最多 ${UPLOAD_QUOTA.memberDailyFiles} 个文件、共 ${UPLOAD_QUOTA.memberDailyBytes / MB} MB；每个企业的成员合计最多存储 ${UPLOAD_QUOTA.enterpriseBytes / 1024 / MB} GB。超出时答 400，文件不会保存。没有任何记录引用的文件在上传 24 小时后删除。`,
      `文件名去掉路径、双向控制符（如 U+202E）与零宽等不可见字符，按 NFC 规范化，最多 ${UPLOAD_NAME_MAX_CHARS} 个字符（按码位计，与 SDK 相同）。`,
      LOGIN_TEXT,
      'SDK：`client.upload({ purpose, file })`。',
    ].join('\n\n'),
    operationId: 'upload',
    tags: ['upload'],
    security: securityOf('user'),
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: ['purpose', 'file'],
      properties: {
        purpose: { type: 'string', enum: [...UPLOAD_PURPOSES], description: '上传用途' },
        file: { type: 'string', format: 'binary', description: '文件（一个）' },
      },
    },
    response: {
      200: {
        type: 'object',
        description: '成功：code 200，data 为保存的文件信息',
        properties: { code: { type: 'integer', examples: [200] }, msg: { type: 'string' }, data },
        required: ['code', 'msg', 'data'],
        examples: [{ code: 200, msg: '成功', data: exampleOf(data) }],
      },
      default: errorEnvelope,
    },
  };
}

export function downloadRouteSchema(): FastifySchema {
  return {
    summary: '下载上传的文件',
    description: [
      '答文件内容，Content-Type 为保存时识别的类型；图片 inline，PDF 为附件（Content-Disposition 含 RFC 5987 的 filename*）。上传者本人、平台运营以及业务记录允许查看的人可以下载；其他人与不存在的编号一样答 404。',
      LOGIN_TEXT,
      'SDK：`client.fetchUpload(id)`（答 Blob，页面用 object URL 显示）。',
    ].join('\n\n'),
    operationId: 'upload_download',
    tags: ['upload'],
    security: securityOf('user'),
    params: idParams(),
    response: {
      200: {
        description: '文件内容',
        content: binaryContent(UPLOAD_MIME_TYPES),
      },
      default: errorEnvelope,
    },
  };
}

export const UPLOAD_DOWNLOAD_PATH = `${UPLOAD_PATH}/:id`;

export function siteImageRouteSchema(): FastifySchema {
  return {
    summary: '网站图片（公开）',
    description: [
      '答一张网站图片（平台运营上传的 `site_image`）的内容，无需登录：仅当站点设置（轮播图、客服二维码）或一条已发布的最新动态（封面）引用它时；其他编号（含草稿的封面）与不存在的一样答 404。',
      '记录保存的地址即 `/api/static/uploads/{id}`，`<img src>` 可直接使用。',
    ].join('\n\n'),
    operationId: 'upload_site_image',
    tags: ['upload'],
    security: securityOf('public'),
    params: idParams(),
    response: {
      200: {
        description: '图片内容',
        content: binaryContent(UPLOAD_RULES.site_image.mimeTypes),
      },
      default: errorEnvelope,
    },
  };
}
