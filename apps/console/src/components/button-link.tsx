// A link that looks like antd's primary button (新建政策文件, 导入名单 …): it goes somewhere, so it
// is an <a> with the router's href, middle-click and preload, drawn by antd's Button (which renders
// an anchor when given an href). Styling a Link with antd's class names drew a plain box once
// antd 6 moved the button's colours to its variant classes.
import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import { forwardRef } from 'react';

const PrimaryAnchor = forwardRef<HTMLAnchorElement, Omit<ButtonProps, 'type'>>(
  function PrimaryAnchor(props, ref) {
    return <Button ref={ref} {...props} type="primary" />;
  },
);

export const ButtonLink = createLink(PrimaryAnchor);
