// An antd icon drawn from its SVG data (@ant-design/icons-svg) without @ant-design/icons' runtime:
// the header, footer and side tools are on every page's first load, and the icon components'
// context, style injection and colour helpers cost ≈ 6 kB gzip there. Same markup as AntdIcon
// (span.anticon with role img and the icon's name, a 1em svg in currentColor), same base styles.
import { createElement, type HTMLAttributes, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import styles from './plain-icon.module.css';

export interface PlainIconProps extends HTMLAttributes<HTMLSpanElement> {
  /** An outlined or filled definition, e.g. `@ant-design/icons-svg/es/asn/UserOutlined`. */
  icon: IconDefinition;
}

function render(node: AbstractNode, key: number, name?: string): ReactNode {
  // The root svg gets what AntdIcon gives it (svgBaseProps and data-icon).
  const attrs = name
    ? {
        ...node.attrs,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
        'data-icon': name,
      }
    : node.attrs;
  return createElement(
    node.tag,
    { key, ...attrs },
    node.children?.map((child, index) => render(child, index)),
  );
}

export function PlainIcon({ icon, className, ...rest }: PlainIconProps) {
  // Two-tone definitions are functions of their colours; the shell uses none.
  const tree =
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  const classes = [styles.icon, 'anticon', `anticon-${icon.name}`, className].filter(Boolean);
  return (
    <span role="img" aria-label={icon.name} {...rest} className={classes.join(' ')}>
      {render(tree, 0, icon.name)}
    </span>
  );
}
