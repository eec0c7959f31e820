import { Footer, type FooterLinkRenderer, type FooterProps } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { siteConfigQueryOptions } from '../features/site/api';

// The router's typed link: the shared footer names /ysMent and its status, which the route's
// search schema checks (a renamed route or a wrong status fails tsc).
const renderRouterLink: FooterLinkRenderer = (link) => (
  <Link to={link.pathname} search={link.search}>
    {link.label}
  </Link>
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
