import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../lib/site';
import { SiteBanner } from '../shell/site-banner';

export const Route = createFileRoute('/index')({
  head: () => ({ meta: [{ title: pageTitle('首页') }] }),
  component: HomePage,
});

function HomePage() {
  return <SiteBanner />;
}
