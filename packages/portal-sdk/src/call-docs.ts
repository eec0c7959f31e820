// What each call is for, in more words than its `summary`, with an example body: the API's
// OpenAPI document (apps/api plugins/openapi.ts) and the README's call table are generated from
// this, so the documentation cannot drift from the SDK. Kept apart from the call definitions so
// documenting a call never touches its schema, and one file per domain (`call-docs/<domain>.ts`)
// so a new area adds its own file and one line here. test/call-docs.test.ts checks every call
// has an entry and every example body passes the call's own schema.
import { applicationAdminCallDocs } from './call-docs/application-admin.js';
import { applicationCallDocs } from './call-docs/application.js';
import { auditAdminCallDocs } from './call-docs/audit-admin.js';
import { awardListAdminCallDocs } from './call-docs/award-list-admin.js';
import { calendarAdminCallDocs } from './call-docs/calendar-admin.js';
import { consoleAuthCallDocs } from './call-docs/console-auth.js';
import { contentAdminCallDocs } from './call-docs/content-admin.js';
import { identityAdminCallDocs } from './call-docs/identity-admin.js';
import { peopleAdminCallDocs } from './call-docs/people-admin.js';
import type { CallName } from './calls/index.js';
import { policyMatchCallDocs } from './call-docs/policy-match.js';
import { homeCallDocs } from './call-docs/home.js';
import { policyCallDocs } from './call-docs/policy.js';
import { policyLibraryCallDocs } from './call-docs/policy-library.js';
import { newsCallDocs } from './call-docs/news.js';
import { serviceCallDocs } from './call-docs/service.js';
import { expertCallDocs } from './call-docs/expert.js';
import { talentCallDocs } from './call-docs/talent.js';
import { appealCallDocs } from './call-docs/appeal.js';
import { siteCallDocs } from './call-docs/site.js';
import { authCallDocs } from './call-docs/auth.js';
import { personCallDocs } from './call-docs/person.js';
import { accountCallDocs } from './call-docs/account.js';
import { messageCallDocs } from './call-docs/message.js';
import { enterpriseCallDocs } from './call-docs/enterprise.js';
import { dapingCallDocs } from './call-docs/daping.js';
import { identityCallDocs } from './call-docs/identity.js';
import { workflowCallDocs } from './call-docs/workflow.js';
import { workQueueAdminCallDocs } from './call-docs/work-queue-admin.js';

export interface CallDoc {
  /** What the call answers and when to use it (Chinese, like the product). */
  readonly description: string;
  /** A body the call accepts (without `user_id`, which the client adds). */
  readonly exampleBody: Readonly<Record<string, unknown>>;
}

export const callDocs: { readonly [Name in CallName]: CallDoc } = {
  ...applicationCallDocs,
  ...applicationAdminCallDocs,
  ...awardListAdminCallDocs,
  ...identityAdminCallDocs,
  ...calendarAdminCallDocs,
  ...policyMatchCallDocs,
  ...homeCallDocs,
  ...policyCallDocs,
  ...policyLibraryCallDocs,
  ...newsCallDocs,
  ...serviceCallDocs,
  ...expertCallDocs,
  ...talentCallDocs,
  ...appealCallDocs,
  ...siteCallDocs,
  ...authCallDocs,
  ...personCallDocs,
  ...accountCallDocs,
  ...messageCallDocs,
  ...enterpriseCallDocs,
  ...dapingCallDocs,
  ...identityCallDocs,
  ...workflowCallDocs,
  ...consoleAuthCallDocs,
  ...workQueueAdminCallDocs,
  ...auditAdminCallDocs,
  ...contentAdminCallDocs,
  ...peopleAdminCallDocs,
};
