import type { PolicyLink } from '@qyfw/portal-sdk/calls/policy-library';
import { PolicyValidityTag } from '@qyfw/ui';
import { Link } from '@tanstack/react-router';
import styles from './policy-detail.module.css';

/** Documents as links with their validity (related policies, the policies a knowledge item explains). */
export function PolicyLinkList({ policies }: { policies: readonly PolicyLink[] }) {
  return (
    <ul className={styles.links}>
      {policies.map((policy) => (
        <li key={policy.id}>
          <Link to="/policyDetailData" search={{ id: policy.id }}>
            {policy.title}
          </Link>
          <PolicyValidityTag validity={policy.validity} />
        </li>
      ))}
    </ul>
  );
}
