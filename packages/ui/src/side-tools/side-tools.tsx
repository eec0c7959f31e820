import { useId } from 'react';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import { PlainIcon } from '../plain-icon';
import { paletteVariables } from '../palette/palette-variables';
import styles from './side-tools.module.css';
import { useDisclosure } from '../disclosure/use-disclosure';

export interface QuickJumpItem {
  key: string;
  label: string;
}

export interface SideToolsProps {
  onConsult: () => void;
  /** The home page's sections; the menu is left out when there are none. */
  jumpItems: readonly QuickJumpItem[];
  onJump: (key: string) => void;
  onBackToTop: () => void;
  /** Shown once the page has scrolled; hidden at the top where it would do nothing. */
  backToTopVisible: boolean;
}

/**
 * The floating buttons on the right edge (contract §2): consult, quick jump, back to top. They never
 * cover the 1200 px content column: labelled 64 px buttons beside it on wide screens, 32 px
 * icon buttons (names kept for screen readers and as tooltips) in the narrow margin from 1280
 * to 1375 px, and below 1280 px a rail in the page's own right gutter, which the app reserves
 * (the page is at least 1280 px wide there; the rail sits against the nearest positioned
 * ancestor, the app's page container).
 */
export function SideTools({
  onConsult,
  jumpItems,
  onJump,
  onBackToTop,
  backToTopVisible,
}: SideToolsProps) {
  const { open: menuOpen, show, hide, toggle } = useDisclosure();
  const menuId = useId();
  return (
    <aside className={styles.tools} style={paletteVariables} aria-label="便捷工具">
      <div className={styles.stack}>
        <button type="button" className={styles.tool} onClick={onConsult} title="在线咨询">
          <PlainIcon icon={CustomerServiceOutlined} className={styles.icon} aria-hidden="true" />
          <span className={styles.label}>在线咨询</span>
        </button>
        {jumpItems.length > 0 && (
          <div
            className={styles.jump}
            onMouseEnter={show}
            onMouseLeave={hide}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) hide();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') hide();
            }}
          >
            <button
              type="button"
              className={styles.tool}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={toggle}
              title="快速导航"
            >
              <PlainIcon icon={UnorderedListOutlined} className={styles.icon} aria-hidden="true" />
              <span className={styles.label}>快速导航</span>
            </button>
            <ul id={menuId} className={styles.menu} hidden={!menuOpen} aria-label="快速导航">
              {jumpItems.map((item) => (
                <li key={item.key}>
                  <button
                    type="button"
                    className={styles.menuItem}
                    title={item.label}
                    onClick={() => {
                      hide();
                      onJump(item.key);
                    }}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <button
          type="button"
          className={styles.tool}
          onClick={(event) => {
            // The button hides itself near the top; were it still focused then, the browser would
            // stop the smooth scroll halfway to keep the focus in view.
            event.currentTarget.blur();
            onBackToTop();
          }}
          hidden={!backToTopVisible}
          title="返回顶部"
        >
          <PlainIcon icon={VerticalAlignTopOutlined} className={styles.icon} aria-hidden="true" />
          <span className={styles.label}>返回顶部</span>
        </button>
      </div>
    </aside>
  );
}
