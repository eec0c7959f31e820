import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { homeDataQueryOptions } from '../../features/home/api';
import { DataScreenLink } from '../../features/home/data-screen-link';
import { HomeCarousel } from '../../features/home/home-carousel';
import { HomeCounters } from '../../features/home/home-counters';
import { LatestNewsSection } from '../../features/home/latest-news-section';
import { PolicyKnowledgeSection } from '../../features/home/policy-knowledge-section';
import { siteConfigQueryOptions } from '../../features/site/api';
import { SITE_DESCRIPTION, SITE_NAME } from '../../lib/site';
import styles from './home-page.module.css';
import { renderLink } from './render-link';
import { sectionId } from './section-id';

export const Route = createFileRoute('/_home/index')({
  // Plain: no antd in the home page's first load (its size budget).
  staticData: { page: { tab: 'index', title: '首页', plain: true } },
  // Above the fold are the carousel (site config) and the counters (home data): their calls
  // start with the route, alongside its code. A failure must not take the page down: the
  // sections show their own error states, so the loader only waits.
  loader: async ({ context: { queryClient } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData(siteConfigQueryOptions),
      queryClient.ensureQueryData(homeDataQueryOptions),
    ]);
  },
  component: HomePage,
  // A slow answer shows the page with its placeholders (after the router's pending delay)
  // instead of a blank page. In the component's chunk, not the entry.
  pendingComponent: HomePage,
  codeSplitGroupings: [['component', 'pendingComponent']],
});

const BelowTheFold = lazy(() => import('./below-the-fold'));

function HomePage() {
  const config = useQuery(siteConfigQueryOptions);
  const home = useQuery(homeDataQueryOptions);

  return (
    <div className={styles.page}>
      <VisuallyHidden as="h1">{SITE_NAME}</VisuallyHidden>
      <HomeCarousel
        lbt={config.data?.lbt}
        loading={config.isPending}
        siteName={SITE_NAME}
        siteDescription={SITE_DESCRIPTION}
      />
      <div className={styles.content}>
        <HomeCounters
          home={home.data}
          failed={home.isError}
          onRetry={() => void home.refetch()}
          action={<DataScreenLink />}
        />
        <div className={styles.newsRow}>
          <LatestNewsSection id={sectionId('news')} home={home} renderLink={renderLink} />
          <PolicyKnowledgeSection home={home} renderLink={renderLink} />
        </div>
        {/* Out of sight while its code loads: the reserved space keeps the footer below. */}
        <Suspense fallback={<div className={styles.belowTheFoldPending} aria-busy="true" />}>
          <BelowTheFold />
        </Suspense>
      </div>
    </div>
  );
}
