import { useId, type ReactNode } from 'react';
import { renderPlainLink, type LinkRenderer } from '../link/link-renderer';
import { paletteVariables } from '../palette/palette-variables';
import { Tabs, tabId, tabPanelId, type TabItem } from '../tabs/tabs';
import type { SectionStatus } from './section-status';
import hidden from '../a11y/visually-hidden.module.css';
import styles from './section-panel.module.css';

export interface SectionPanelTabs<K extends string | number> {
  items: readonly TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** Names the tab list, e.g. 政策级别. */
  label: string;
}

export interface SectionPanelProps<K extends string | number = string | number> {
  /** The element id; the side menu's quick jump scrolls to it. */
  id?: string;
  title: string;
  /** A short line beside the title, e.g. the English name as many portals show it. */
  subtitle?: string;
  /** The 更多 link to the section's list page (relative to the app's base path). */
  moreHref?: string;
  renderLink?: LinkRenderer;
  /** Tabs in the header; the body becomes their tab panel. */
  tabs?: SectionPanelTabs<K>;
  status: SectionStatus;
  /** Placeholders of the content's final size, shown while loading. */
  skeleton?: ReactNode;
  emptyText?: string;
  errorText?: string;
  /** Shows a 重新加载 button on error. */
  onRetry?: () => void;
  /** The body's height in pixels, the same in every state, so nothing moves when data arrives. */
  bodyHeight: number;
  className?: string;
  children?: ReactNode;
}

const DEFAULT_EMPTY = '暂无数据';
const DEFAULT_ERROR = '加载失败，请稍后重试';

/**
 * A white card with a titled header (tabs and a 更多 link optional) whose body keeps one height
 * through loading, empty, error and ready, so the page never jumps while sections load.
 */
export function SectionPanel<K extends string | number = string | number>({
  id,
  title,
  subtitle,
  moreHref,
  renderLink = renderPlainLink,
  tabs,
  status,
  skeleton,
  emptyText = DEFAULT_EMPTY,
  errorText = DEFAULT_ERROR,
  onRetry,
  bodyHeight,
  className,
  children,
}: SectionPanelProps<K>) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const tabsPrefix = `${uid}-tabs`;
  const panelProps = tabs
    ? {
        id: tabPanelId(tabsPrefix),
        role: 'tabpanel',
        'aria-labelledby': tabId(tabsPrefix, tabs.activeKey),
      }
    : {};

  return (
    <section
      id={id}
      className={[styles.panel, className].filter(Boolean).join(' ')}
      style={paletteVariables}
      aria-labelledby={titleId}
    >
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle ? (
          <span className={styles.subtitle} aria-hidden="true">
            {subtitle}
          </span>
        ) : null}
        {tabs ? (
          <div className={styles.tabs}>
            <Tabs
              items={tabs.items}
              activeKey={tabs.activeKey}
              onChange={tabs.onChange}
              label={tabs.label}
              idPrefix={tabsPrefix}
            />
          </div>
        ) : null}
        {moreHref ? (
          <span className={styles.more}>
            {renderLink({
              href: moreHref,
              children: (
                <>
                  更多<span className={hidden.visuallyHidden}>{title}</span>
                  <span aria-hidden="true"> ›</span>
                </>
              ),
            })}
          </span>
        ) : null}
      </header>
      <div
        {...panelProps}
        className={styles.body}
        style={{ height: bodyHeight }}
        aria-busy={status === 'loading' || undefined}
      >
        <SectionBody
          status={status}
          skeleton={skeleton}
          emptyText={emptyText}
          errorText={errorText}
          onRetry={onRetry}
        >
          {children}
        </SectionBody>
      </div>
    </section>
  );
}

interface SectionBodyProps {
  status: SectionStatus;
  skeleton: ReactNode;
  emptyText: string;
  errorText: string;
  onRetry: (() => void) | undefined;
  children: ReactNode;
}

function SectionBody({
  status,
  skeleton,
  emptyText,
  errorText,
  onRetry,
  children,
}: SectionBodyProps) {
  switch (status) {
    case 'loading':
      return (
        <>
          <span className={hidden.visuallyHidden}>正在加载…</span>
          {skeleton}
        </>
      );
    case 'empty':
      return (
        <div className={styles.state}>
          <EmptyIcon />
          <p className={styles.stateText}>{emptyText}</p>
        </div>
      );
    case 'error':
      return (
        <div className={styles.state} role="alert">
          <p className={styles.stateText}>{errorText}</p>
          {onRetry ? (
            <button type="button" className={styles.retry} onClick={onRetry}>
              重新加载
            </button>
          ) : null}
        </div>
      );
    case 'ready':
      return <>{children}</>;
  }
}

/** An empty tray, drawn inline: no icon font or image request for an empty list. */
function EmptyIcon() {
  return (
    <svg className={styles.emptyIcon} viewBox="0 0 64 41" width="64" height="41" aria-hidden="true">
      <g fill="none" fillRule="evenodd" transform="translate(0 1)">
        <ellipse cx="32" cy="33" fill="#eef1f6" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#c9d1dd">
          <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            fill="#f7f9fc"
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
          />
        </g>
      </g>
    </svg>
  );
}
