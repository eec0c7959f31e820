// zod only: what the server (and any validator) imports. No HTTP client here.
import './zod-config.js';

export { chineseErrorMap } from './zod-config.js';

export * from './envelope.js';
export * from './define-call.js';
export * from './calls/index.js';
export * from './call-docs.js';
// What a transition call's body is made of (the console's decision dialog judges its fields by it).
export {
  missingNeedMessage,
  transitionBodySchema,
  TRANSITION_REASON_MAX,
} from './transition-body.js';
