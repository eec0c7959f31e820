import { useId, useState } from 'react';
import { formatWan } from '@qyfw/portal-sdk';
import type { PolicyGroup } from '@qyfw/portal-sdk/schemas';
import {
  formatDate,
  PolicyAwardTable,
  PolicyGroupList,
  policyGroupTabId,
  type PolicyAwardRow,
} from '@qyfw/ui';
import { policyLevelLabel } from './policy-level';
import { POLICY_TABLE_MOTION } from './policy-table-motion';
import styles from './newest-policies-section.module.css';

/** The list of award lists, or the chosen list's title line and table (36 px head + body). */
export const POLICY_GROUPS_HEIGHT = 44 + 36 + POLICY_TABLE_MOTION.bodyHeight;

function rowsOf(group: PolicyGroup): PolicyAwardRow[] {
  return group.list.map((company) => ({
    id: company.id,
    enterpriseName: company.enterprise_name,
    topicName: company.topic_name,
    levelLabel: policyLevelLabel(company.level),
    unit: company.unit,
    amount: formatWan(company.total_money),
  }));
}

/** A level's award lists beside the chosen list's table. */
export function PolicyGroups({ groups }: { groups: readonly PolicyGroup[] }) {
  const uid = useId();
  const panelId = `${uid}-table`;
  const [chosenId, setChosenId] = useState(groups[0]?.id);
  const chosen = groups.find((group) => group.id === chosenId) ?? groups[0];
  if (!chosen) return null;
  const date = formatDate(chosen.createtime);

  return (
    <div className={styles.groups}>
      <div className={styles.list}>
        <PolicyGroupList
          groups={groups.map((group) => ({
            id: group.id,
            title: group.entry_name,
            date: formatDate(group.createtime),
          }))}
          activeId={chosen.id}
          onSelect={(groupId) => setChosenId(Number(groupId))}
          label="扶持名单"
          panelId={panelId}
          idPrefix={uid}
        />
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={policyGroupTabId(uid, chosen.id)}
        className={styles.detail}
      >
        <div className={styles.detailHead}>
          <h3 className={styles.detailTitle} title={chosen.entry_name}>
            {chosen.entry_name}
          </h3>
          <span className={styles.detailDate}>
            发布日期：<time dateTime={date}>{date}</time>
          </span>
        </div>
        <PolicyAwardTable
          key={chosen.id}
          rows={rowsOf(chosen)}
          caption={`${chosen.entry_name}获扶持企业`}
          {...POLICY_TABLE_MOTION}
        />
      </div>
    </div>
  );
}
