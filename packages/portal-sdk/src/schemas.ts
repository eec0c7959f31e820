// zod only: what the server (and any validator) imports. No HTTP client here.
import './zod-config.js';

export { chineseErrorMap } from './zod-config.js';

export * from './envelope.js';
export * from './define-call.js';
export * from './calls/index.js';
export * from './call-docs.js';
