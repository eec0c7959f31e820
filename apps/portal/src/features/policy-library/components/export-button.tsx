import { POLICY_EXPORT_MAX_ROWS } from '@qyfw/portal-sdk/calls/policy-library';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { openLoginDialog, useSession } from '../../../session';
import { ExportError, exportPolicies, saveFile } from '../export';
import { chinaToday } from '../labels';
import type { PolicySearch } from '../search';
import styles from './policy-library.module.css';

/**
 * 导出 Excel of the current results (every filter on screen, not only this page). Members only:
 * a visitor's click opens the login dialog, and the export follows once they ask again.
 */
export function ExportButton({
  search,
  total,
}: {
  search: PolicySearch;
  total: number | undefined;
}) {
  const { isLoggedIn } = useSession();
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (!isLoggedIn) {
      void notify.info('请先登录后导出');
      openLoginDialog();
      return;
    }
    setPending(true);
    try {
      const { page: _page, ...filters } = search;
      const blob = await exportPolicies(filters);
      saveFile(blob, `政策检索结果-${chinaToday()}.xlsx`);
      void notify.success(
        total !== undefined && total > POLICY_EXPORT_MAX_ROWS
          ? `已导出前 ${POLICY_EXPORT_MAX_ROWS.toLocaleString('zh-CN')} 条`
          : '已导出',
      );
    } catch (error) {
      // The session ended since the page loaded: log in again, then export.
      if (error instanceof ExportError && error.status === 401) openLoginDialog();
      void notify.error(error instanceof Error ? error.message : '导出失败，请稍后重试');
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.button}
      aria-busy={pending || undefined}
      disabled={pending || total === 0}
      onClick={() => void run()}
    >
      {pending ? '正在导出…' : '导出 Excel'}
    </button>
  );
}
