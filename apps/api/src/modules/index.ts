// Every area's routes. A new module adds its register function here.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './module-deps.js';
import { registerSiteRoutes } from './site/routes.js';
import { registerAuditAdminRoutes } from './audit-admin/routes.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerAwardListAdminRoutes } from './award-list-admin/routes.js';
import { registerCalendarAdminRoutes } from './calendar-admin/routes.js';
import { registerConsoleAuthRoutes } from './console-auth/routes.js';
import { registerContentAdminRoutes } from './content-admin/routes.js';
import { registerDapingRoutes } from './daping/routes.js';
import { registerDevRoutes } from './dev/routes.js';
import { registerPeopleAdminRoutes } from './people-admin/routes.js';
import { registerPersonRoutes } from './person/routes.js';
import { registerAccountRoutes } from './account/routes.js';
import { registerAgreementRoutes } from './agreement/routes.js';
import { registerAppealRoutes } from './appeal/routes.js';
import { registerApplicationRoutes } from './application/routes.js';
import { registerApplicationAdminRoutes } from './application-admin/routes.js';
import { registerEnterpriseRoutes } from './enterprise/routes.js';
import { registerExemptCaseRoutes } from './exempt-case/routes.js';
import { registerExpertRoutes } from './expert/routes.js';
import { registerHomeRoutes } from './home/routes.js';
import { registerIdentityRoutes } from './identity/routes.js';
import { registerIdentityAdminRoutes } from './identity-admin/routes.js';
import { registerMediaRoutes } from './media/routes.js';
import { registerMessageRoutes } from './message/routes.js';
import { registerNewsRoutes } from './news/routes.js';
import { registerPolicyRoutes } from './policy/routes.js';
import { registerPolicyAdminRoutes } from './policy-admin/routes.js';
import { registerPolicyLibraryRoutes } from './policy-library/routes.js';
import { registerPolicyMatchRoutes } from './policy-match/routes.js';
import { registerServiceRoutes } from './service/routes.js';
import { registerTalentRoutes } from './talent/routes.js';
import { registerWorkflowRoutes } from './shared/workflow/routes.js';
import { registerUploadRoutes } from './upload/routes.js';
import { registerWorkQueueAdminRoutes } from './work-queue-admin/routes.js';

export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerSiteRoutes(app, deps);
  // Accounts: logging in, codes, registration, the member's own info; dev tools outside production.
  registerAuthRoutes(app, deps);
  // The operator console's sign-in (password + TOTP) and who is signed in.
  registerConsoleAuthRoutes(app, deps);
  // The console's landing page: what waits on an operator across every workflow.
  registerWorkQueueAdminRoutes(app, deps);
  // 工作日历: holidays and make-up days that working-day time limits read; operators enter a year.
  registerCalendarAdminRoutes(app, deps);
  registerPersonRoutes(app, deps);
  // 账号与安全: profile, password, login history, contact changes, WeChat binding.
  registerAccountRoutes(app, deps);
  // 消息中心 and the deadline inbox (with its calendar feed); the copies' dispatcher.
  registerMessageRoutes(app, deps);
  // 企业认证: the member's request and joins to their enterprise; the operators' review.
  registerIdentityRoutes(app, deps);
  registerIdentityAdminRoutes(app, deps);
  // Files members upload (avatars, licences); other modules check ids and grant reading.
  registerUploadRoutes(app, deps);
  registerDevRoutes(app, deps);
  registerAgreementRoutes(app, deps);
  // Content: the home page's calls and the member's enterprise records.
  registerHomeRoutes(app, deps);
  registerPolicyRoutes(app, deps);
  // 政策库: search, documents, calls for applications, subscriptions, 政策知识, the Excel export.
  registerPolicyLibraryRoutes(app, deps);
  // 政策匹配: the explainable match and its what-if.
  registerPolicyMatchRoutes(app, deps);
  // Operators: documents, calls and their conditions, validity, the 免申即享 batch.
  registerPolicyAdminRoutes(app, deps);
  // Operators: 园区动态, 政策知识, 政策资讯, 公告 and 站点设置 (the carousel, the footer).
  registerContentAdminRoutes(app, deps);
  registerNewsRoutes(app, deps);
  registerServiceRoutes(app, deps);
  registerExpertRoutes(app, deps);
  registerTalentRoutes(app, deps);
  registerAppealRoutes(app, deps);
  registerEnterpriseRoutes(app, deps);
  // 政策申报 and 免申即享 answers (DOMAIN §3), the material library, the operators' review.
  registerApplicationRoutes(app, deps);
  registerExemptCaseRoutes(app, deps);
  registerApplicationAdminRoutes(app, deps);
  // 获扶持名单: operators list, import from Excel and delete the award lists the home page shows.
  registerAwardListAdminRoutes(app, deps);
  registerMediaRoutes(app, deps);
  // The data screen's aggregates (/api/daping/*).
  registerDapingRoutes(app, deps);
  // Operators (平台运营): the state and history of any entity with states.
  registerWorkflowRoutes(app, deps);
  // 审计日志: operators and administrators search and export the audit log (read only).
  registerAuditAdminRoutes(app, deps);
  // 人员与角色: administrators manage members, enterprises, staff and units (every change audited).
  registerPeopleAdminRoutes(app, deps);
}
