import { CardGrid, cardGridHeight, CardGridSkeleton } from '../card-grid';
import type { CardGridDefinition, CardGridProps, CardGridSkeletonProps } from '../card-grid';
import styles from './talent-card-grid.module.css';

export interface TalentCard {
  id: string | number;
  name: string;
  image: string;
  /** 男 / 女 / 未知 */
  genderLabel: string;
  /** Years; undefined when the birth date has no year. */
  age: number | undefined;
  education: string;
  /** Expected job. */
  post: string;
  /** Where the talent wants to work. */
  desirearea: string;
  href: string;
}

export type TalentCardGridProps = CardGridProps<TalentCard>;

/** One of the talent's wishes (job, place) on a line, 不限 when left open; hovering shows it whole. */
function LabelledLine({ label, value }: { label: string; value: string }) {
  return (
    <span className={styles.line} title={value}>
      <span className={styles.label}>{label}</span>
      {value || '不限'}
    </span>
  );
}

function TalentCardContent({ talent }: { talent: TalentCard }) {
  const age = talent.age !== undefined ? `${talent.age}岁` : '';
  const facts = [talent.genderLabel, age, talent.education].filter(Boolean).join(' · ');
  return (
    <>
      <img
        className={styles.photo}
        src={talent.image}
        alt=""
        width={160}
        height={160}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.text}>
        <span className={styles.name}>{talent.name}</span>
        <span className={styles.facts}>{facts}</span>
        <LabelledLine label="求职意向：" value={talent.post} />
        <LabelledLine label="期望地点：" value={talent.desirearea} />
      </span>
    </>
  );
}

/** Photo, name, gender · age · education, expected job and place. */
const TALENT_CARDS: CardGridDefinition<TalentCard> = {
  renderCard: (talent) => <TalentCardContent talent={talent} />,
  layout: { media: 'beside', columns: 2, cardHeight: 124, rowGap: 16, columnGap: 16 },
  cardClassName: styles.card,
  placeholder: {
    media: { width: 80, height: 80 },
    lines: [
      { height: 18, width: '40%' },
      { height: 14, width: '60%' },
      { height: 14 },
      { height: 14, width: '80%' },
    ],
  },
};

/** Talents as cards: photo, name, gender · age · education, expected job and place. */
export function TalentCardGrid(props: TalentCardGridProps) {
  return <CardGrid {...props} definition={TALENT_CARDS} />;
}

export function TalentCardGridSkeleton(props: CardGridSkeletonProps) {
  return <CardGridSkeleton {...props} definition={TALENT_CARDS} />;
}

/** The grid's height with `rows` rows of cards. */
export const talentCardGridHeight = (rows: number) => cardGridHeight(rows, TALENT_CARDS.layout);
