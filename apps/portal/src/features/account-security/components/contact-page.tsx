import type { ContactPurpose } from '@qyfw/portal-sdk/schemas';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { userQueryOptions, useSession } from '../../../session';
import { securityOverviewQueryOptions } from '../api';
import { ContactChangeFlow } from './contact-change-flow';

/** /email and /phone: the member's info, then the three steps. */
export function ContactPage({ purpose }: { readonly purpose: ContactPurpose }) {
  const { userId } = useSession();
  const user = useQuery(userQueryOptions);
  const overview = useQuery(securityOverviewQueryOptions(userId ?? ''));
  if (user.isError || overview.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="账号信息加载失败"
        action={
          <Button
            size="small"
            onClick={() => {
              void user.refetch();
              void overview.refetch();
            }}
          >
            重新加载
          </Button>
        }
      />
    );
  if (!user.data || !overview.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  return (
    <ContactChangeFlow
      purpose={purpose}
      user={user.data}
      hasPassword={overview.data.has_password}
    />
  );
}
