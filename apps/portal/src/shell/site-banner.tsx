import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';
import styles from './site-banner.module.css';

// The favicon doubles as the emblem: one drawing, no second copy to keep in sync.
const emblemSrc = `${import.meta.env.BASE_URL}favicon.svg`;

/** The portal's top banner: emblem, site name and, in one line, what the portal offers. */
export function SiteBanner() {
  return (
    <section className={styles.banner} aria-labelledby="site-name">
      <div className={styles.inner}>
        <img className={styles.emblem} src={emblemSrc} alt="" width={72} height={72} />
        <div>
          <h1 id="site-name" className={styles.name}>
            {SITE_NAME}
          </h1>
          <p className={styles.description}>{SITE_DESCRIPTION}</p>
        </div>
      </div>
    </section>
  );
}
