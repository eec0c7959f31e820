// The initial-JS measure lives with the portal's build budget (@qyfw/vite-config/initial-js), so
// the bench prints the figure the build checks, by the same definition (docs/quality.md).
export { measureInitialJs } from '@qyfw/vite-config/initial-js';
