// The whole data model, one file per area. drizzle-kit reads this file to generate migrations.
export * from './site.js';
// 承办单位: the units handlers belong to.
export * from './units.js';
export * from './users.js';
export * from './uploads.js';
export * from './account-security.js';
export * from './enterprises.js';
export * from './auth.js';
export * from './login-throttles.js';
// The console's TOTP second factor and recovery codes.
export * from './console-auth.js';
// Content (policies, news, services, experts, talents, appeals, IP holdings, generated images).
export * from './policies.js';
// Applications, 免申即享 cases and the material library (issue 14).
export * from './applications.js';
export * from './content.js';
export * from './services.js';
export * from './experts.js';
export * from './talents.js';
export * from './appeals.js';
export * from './ip.js';
export * from './media.js';
// The /ysMent pages: privacy policy, user agreement, company profile.
export * from './agreements.js';
// The history of every entity with states (workflow transitions).
export * from './workflow.js';
// 消息中心, its per-type preferences and the deadline inbox's calendar feeds.
export * from './messages.js';
// Who did what as an operator or handler, and every change of a shared record.
export * from './audit.js';
// Which days are working days, as the State Council schedules them.
export * from './work-calendar.js';
// 转办: the work-queue items handed to a colleague.
export * from './work-queue.js';
