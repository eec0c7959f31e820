// Who is signed in (admin_me): the shell's name, unit and menu come from it.
import { admin_me } from '@qyfw/portal-sdk/calls/console-auth';
import type { ConsoleMe } from '@qyfw/portal-sdk/calls/console-auth';
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { queryOptions } from '@tanstack/react-query';

export const meQuery = (client: PortalClient) =>
  queryOptions<ConsoleMe>({
    queryKey: ['console', 'admin_me'],
    queryFn: () => client.call(admin_me, {}, { quiet: true }),
    staleTime: 60_000,
  });
