import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { publicHref } from './app-link';

/**
 * 返回首页 on the account pages that have nothing left to do (/register while logged in,
 * /bindInfo once complete): the site's secondary button (antd's default, as 今日不再提醒 and the
 * forms' secondary actions), still a link, so it opens in a new tab on a modified click.
 * Import it from antd pages only: it brings antd's Button.
 */
export function BackHomeButton() {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void navigate({ to: '/index' });
  };
  return (
    <Button href={publicHref('/index')} onClick={onClick}>
      返回首页
    </Button>
  );
}
