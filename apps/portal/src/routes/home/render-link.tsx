import type { LinkRenderer } from '@qyfw/ui';
import { BASE_PATH } from '../../lib/base-path';
import { RouterHrefLink } from '../../components/router-href-link';

/** Detail and list links, client-side under the base path (their routes come with later issues). */
export const renderLink: LinkRenderer = ({ href, children }) => (
  <RouterHrefLink href={`${BASE_PATH}${href}`}>{children}</RouterHrefLink>
);
