// Type-checked with skipLibCheck while @tanstack/react-query is NOT installed: must fail to
// compile (run.mjs expects the error naming react-query), never type as `any` silently.
import { calls } from '@qyfw/portal-sdk';
import { createPortalClient } from '@qyfw/portal-sdk/client';
import { callQueryOptions } from '@qyfw/portal-sdk/queries';

const sdk = createPortalClient({ baseUrl: 'http://localhost:8080' });
export const options = callQueryOptions(sdk, calls.pcconfig, {});
