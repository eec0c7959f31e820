// 消息中心, the deadline inbox and its calendar feed: the message calls (the session's member
// only), GET /api/calendar/<token>.ics, and the dispatcher of the messages' SMS / email copies.
import { calls } from '@qyfw/portal-sdk/schemas';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/api-error.js';
import { perMinute } from '../../plugins/rate-limit.js';
import { registerCall } from '../../plugins/register-call.js';
import { publicOriginOf } from '../auth/public-origin.js';
import type { ModuleDeps } from '../module-deps.js';
import { epochSeconds } from '../shared/dates.js';
import { authResubmitDeadlines } from './auth-resubmit-deadlines.js';
import {
  CALENDAR_FEED_PREFIX,
  createFeed,
  feedOwner,
  feedState,
  feedUrl,
  revokeFeed,
} from './calendar-feed.js';
import { renderDeadlineCalendar } from './calendar-ics.js';
import { scheduleCopyDispatch } from './copy-dispatcher.js';
import { listDeadlines, registerDeadlineSource } from './deadlines.js';
import { listMessages, markAllRead, markRead, unreadCount } from './inbox.js';
import { loadPreferences, savePreferences } from './preferences.js';

registerDeadlineSource(authResubmitDeadlines);

/** Calendar apps poll a feed every few minutes to hours; a token guesser gets nowhere at this rate. */
const FEED_RATE = perMinute(30);
/** A new URL invalidates the old one: a member needs a few, not a stream. */
const FEED_CREATE_RATE = perMinute(10);
const FEED_NOT_FOUND = '日历订阅地址不存在或已停用';

export function registerMessageRoutes(
  app: FastifyInstance,
  { db, now, config, messages }: ModuleDeps,
): void {
  scheduleCopyDispatch(app, db, messages, now);

  registerCall(app, calls.message_list, ({ body, session }) =>
    listMessages(db, session.userId, body),
  );
  registerCall(app, calls.message_unread_count, ({ session }) => unreadCount(db, session.userId));
  registerCall(app, calls.message_read, async ({ body, session }) => ({
    updated: await markRead(db, session.userId, body.ids, now()),
  }));
  registerCall(app, calls.message_read_all, async ({ body, session }) => ({
    updated: await markAllRead(db, session.userId, body.type, now()),
  }));
  registerCall(app, calls.message_preferences, async ({ session }) => ({
    list: await loadPreferences(db, session.userId),
  }));
  registerCall(app, calls.message_preferences_save, async ({ body, session }) => ({
    list: await savePreferences(db, session.userId, body.list),
  }));

  registerCall(app, calls.deadline_list, async ({ session }) => ({
    list: await listDeadlines(db, session.userId, now()),
  }));
  registerCall(app, calls.calendar_feed, ({ session }) => feedState(db, session.userId));
  registerCall(
    app,
    calls.calendar_feed_create,
    async ({ session, request }) => {
      const at = now();
      const token = await createFeed(db, session.userId, at);
      return {
        url: feedUrl(publicOriginOf(request, config), token),
        created_at: epochSeconds(at),
      };
    },
    { rateLimit: FEED_CREATE_RATE },
  );
  registerCall(app, calls.calendar_feed_revoke, async ({ session }) => {
    await revokeFeed(db, session.userId, now());
    return null;
  });

  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PREFIX}/:file`,
    { config: { rateLimit: { ...FEED_RATE } } },
    async (request, reply) => {
      const token = /^(.*)\.ics$/.exec(request.params.file)?.[1];
      const userId = token === undefined ? undefined : await feedOwner(db, token);
      if (userId === undefined) throw ApiError.notFound(FEED_NOT_FOUND);
      const deadlines = await listDeadlines(db, userId, now());
      return (
        reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="deadlines.ics"')
          // The URL is a secret: no shared cache keeps it, no referrer carries it on.
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(renderDeadlineCalendar(deadlines, publicOriginOf(request, config)))
      );
    },
  );
}
