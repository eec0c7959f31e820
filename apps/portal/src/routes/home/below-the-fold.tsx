import { AppealSection } from '../../features/appeal/appeal-section';
import { ExpertsPanel } from '../../features/expert/experts-panel';
import { NewestPoliciesSection } from '../../features/policy/newest-policies-section';
import { PolicyNewsSection } from '../../features/policy/policy-news-section';
import { ServiceSystemSection } from '../../features/service/service-system-section';
import { ServicesSection } from '../../features/service/services-section';
import { TalentsPanel } from '../../features/talent/talents-panel';
import styles from './home-page.module.css';
import { renderLink } from './render-link';
import { sectionId } from './section-id';

/**
 * The sections below the first screen, in a chunk of their own: the first screen (banner,
 * counters, latest news) shows without waiting for their code, which arrives while it paints.
 */
export default function BelowTheFold() {
  return (
    <>
      <NewestPoliciesSection id={sectionId('policyResources')} renderLink={renderLink} />
      <PolicyNewsSection id={sectionId('policyNews')} renderLink={renderLink} />
      <ServicesSection id={sectionId('services')} renderLink={renderLink} />
      <AppealSection id={sectionId('appeals')} renderLink={renderLink} />
      <section id={sectionId('expertsTalents')} className={styles.people} aria-label="专家人才">
        <ExpertsPanel renderLink={renderLink} />
        <TalentsPanel renderLink={renderLink} />
      </section>
      <ServiceSystemSection id={sectionId('serviceSystem')} />
    </>
  );
}
