import { AGREEMENT_PAGES } from '@qyfw/portal-sdk/constants';
import type { AgreementStatus } from '@qyfw/portal-sdk/schemas';
import { formatDate, RichTextArticle, sanitizeHtml } from '@qyfw/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agreementQueryOptions } from '../api';

const FALLBACK_ERROR = '内容加载失败，请稍后重试';

/** /ysMent: one agreement page from the API, sanitized again here before it is shown. */
export function AgreementView({ status }: { status: AgreementStatus }) {
  const query = useQuery(agreementQueryOptions(status));
  const sanitized = useMemo(
    () => (query.data ? sanitizeHtml(query.data.content) : ''),
    [query.data],
  );

  if (query.data) {
    return (
      <RichTextArticle
        status="ready"
        title={query.data.title}
        meta={`更新时间：${formatDate(query.data.updatetime)}`}
        sanitizedHtml={sanitized}
      />
    );
  }
  if (query.isError) {
    return (
      <RichTextArticle
        status="error"
        message={`${labelOf(status)}加载失败：${query.error.message || FALLBACK_ERROR}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RichTextArticle status="loading" />;
}

function labelOf(status: AgreementStatus): string {
  return Object.values(AGREEMENT_PAGES).find((page) => page.status === status)?.label ?? '内容';
}
