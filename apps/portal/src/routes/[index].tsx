import type { QUICK_JUMP } from '@qyfw/portal-sdk/constants';
import { VisuallyHidden, type LinkRenderer } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AppealSection } from '../features/appeal/appeal-section';
import { ExpertsPanel } from '../features/expert/experts-panel';
import { homeDataQueryOptions } from '../features/home/api';
import { DataScreenLink } from '../features/home/data-screen-link';
import { HomeCarousel } from '../features/home/home-carousel';
import { HomeCounters } from '../features/home/home-counters';
import { LatestNewsSection } from '../features/home/latest-news-section';
import { PolicyKnowledgeSection } from '../features/home/policy-knowledge-section';
import { NewestPoliciesSection } from '../features/policy/newest-policies-section';
import { PolicyNewsSection } from '../features/policy/policy-news-section';
import { ServiceSystemSection } from '../features/service/service-system-section';
import { ServicesSection } from '../features/service/services-section';
import { siteConfigQueryOptions } from '../features/site/api';
import { TalentsPanel } from '../features/talent/talents-panel';
import { BASE_PATH } from '../lib/base-path';
import { pageTitle, SITE_DESCRIPTION, SITE_NAME } from '../lib/site';
import { RouterHrefLink } from '../shell/router-href-link';
import styles from './-index/home-page.module.css';

export const Route = createFileRoute('/index')({
  head: () => ({ meta: [{ title: pageTitle('首页') }] }),
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

type QuickJumpKey = (typeof QUICK_JUMP)[number]['key'];

/** The element the side menu's quick jump scrolls to. */
function sectionId(key: QuickJumpKey): string {
  return `home-${key}`;
}

/** Detail and list links, client-side under the base path (their routes come with later issues). */
const renderLink: LinkRenderer = ({ href, children }) => (
  <RouterHrefLink href={`${BASE_PATH}${href}`}>{children}</RouterHrefLink>
);

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
          extraEnterprises={config.data?.yrzqys_count}
          failed={home.isError || config.isError}
          onRetry={() => {
            if (home.isError) void home.refetch();
            if (config.isError) void config.refetch();
          }}
          action={<DataScreenLink />}
        />
        <div className={styles.newsRow}>
          <LatestNewsSection id={sectionId('news')} home={home} renderLink={renderLink} />
          <PolicyKnowledgeSection home={home} renderLink={renderLink} />
        </div>
        <NewestPoliciesSection id={sectionId('policyResources')} renderLink={renderLink} />
        <PolicyNewsSection id={sectionId('policyNews')} renderLink={renderLink} />
        <ServicesSection id={sectionId('services')} renderLink={renderLink} />
        <AppealSection id={sectionId('appeals')} renderLink={renderLink} />
        <section id={sectionId('expertsTalents')} className={styles.people} aria-label="专家人才">
          <ExpertsPanel renderLink={renderLink} />
          <TalentsPanel renderLink={renderLink} />
        </section>
        <ServiceSystemSection id={sectionId('serviceSystem')} />
      </div>
    </div>
  );
}
