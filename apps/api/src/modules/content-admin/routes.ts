// 内容发布 (issue 26): operators' 园区动态, 政策知识, 政策资讯 and 公告 — list, read, save, publish,
// 下线, delete a draft — and 站点设置 (the carousel and the footer). Every call is role-checked by
// its SDK definition (`auth: { roles: ['operator'] }`), every change audited in its own
// transaction, and every write drops the public answers that read what it changed, so the home
// page, the lists and the footer show it at once.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidateContent } from '../../cache/content-cache.js';
import type { ContentArea } from '../../cache/content-cache.js';
import { registerCall } from '../../plugins/register-call.js';
import type { ModuleDeps } from '../module-deps.js';
import { auditClient } from '../shared/audit.js';
import {
  contentDetail,
  deleteContent,
  listContent,
  publishContent,
  saveContent,
  withdrawContent,
} from './content.js';
import { CONTENT_AREAS } from './kinds.js';
import { saveSiteSettings, siteSettings } from './site-settings.js';

export function registerContentAdminRoutes(app: FastifyInstance, { db, now }: ModuleDeps): void {
  const act = (userId: number, request: FastifyRequest) => ({
    userId,
    ...auditClient(request),
    now: now(),
  });
  /** A write: the cached answers of what it touched go, whether it succeeded or not. */
  const written = async <T>(area: ContentArea, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      invalidateContent(db, area);
    }
  };

  registerCall(app, calls.admin_content_list, ({ body }) => listContent(db, body));
  registerCall(app, calls.admin_content_detail, ({ body }) =>
    contentDetail(db, body.kind, body.id),
  );
  registerCall(app, calls.admin_content_save, ({ body, session, request }) =>
    written(CONTENT_AREAS[body.kind], saveContent(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_content_publish, ({ body, session, request }) =>
    written(CONTENT_AREAS[body.kind], publishContent(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_content_withdraw, ({ body, session, request }) =>
    written(CONTENT_AREAS[body.kind], withdrawContent(db, body, act(session.userId, request))),
  );
  registerCall(app, calls.admin_content_delete, ({ body, session, request }) =>
    written(CONTENT_AREAS[body.kind], deleteContent(db, body, act(session.userId, request))),
  );

  registerCall(app, calls.admin_site_config, () => siteSettings(db));
  registerCall(app, calls.admin_site_config_save, ({ body, session, request }) =>
    written('site', saveSiteSettings(db, body, act(session.userId, request))),
  );
}
