import { Checkbox } from 'antd';
import styles from './application.module.css';

/**
 * The call's conditions that need human judgement (DOMAIN §2): a checklist the member ticks for
 * themselves — never scored, never sent, so it says so.
 */
export function SelfCheck({
  items,
  id,
}: {
  readonly items: readonly string[];
  readonly id: string;
}) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        申报前自查（需人工判断的条件，仅供自查，不计入匹配结果）
      </h2>
      <ul className={styles.checklist}>
        {items.map((item) => (
          <li key={item}>
            <Checkbox>{item}</Checkbox>
          </li>
        ))}
      </ul>
    </section>
  );
}
