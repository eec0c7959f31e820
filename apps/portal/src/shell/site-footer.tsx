import { Footer, type FooterLinkRenderer, type FooterProps } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { useMatchRoute } from '@tanstack/react-router';
import { siteConfigQueryOptions } from '../features/site/api';
import { BASE_PATH } from '../lib/base-path';
import { RouterHrefLink } from '../components/router-href-link';

// Client-side navigation under the base path. By address, not a typed `to`: /ysMent (the
// agreement pages) has no route yet; until it lands the router shows its not-found page there.
const renderRouterLink: FooterLinkRenderer = (link) => (
  <RouterHrefLink href={`${BASE_PATH}${link.href}`}>{link.label}</RouterHrefLink>
);

/** The site footer, filled from the site config; the notice shows on every page but the home page. */
export function SiteFooter() {
  const matchRoute = useMatchRoute();
  const onHomePage = Boolean(matchRoute({ to: '/index' }));
  const { data: config, status } = useQuery(siteConfigQueryOptions);

  // Config already shown stays shown when a later refetch fails.
  const footerStatus = config ? 'ready' : status === 'error' ? 'error' : 'loading';
  const contacts: FooterProps = config
    ? {
        serviceHotline: config.fwrx,
        phone: config.phone,
        businessContact: config.swhz,
        address: config.gsdz,
        qrCodeSrc: config.kfimage,
        recordNumber: config.bah,
        copyright: config.bqxx,
      }
    : {};

  return (
    <Footer
      {...contacts}
      status={footerStatus}
      showNotice={!onHomePage}
      renderLink={renderRouterLink}
    />
  );
}
