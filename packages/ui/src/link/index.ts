export { renderPlainLink } from './link-renderer';
export type { LinkRenderer, LinkTarget } from './link-renderer';
