// Every screen after 登录: no token goes to 登录; the shell reads who is signed in (admin_me).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { readToken } from '../session/console-session';
import { meQuery } from '../session/me';
import { ConsoleShell } from '../shell/console-shell';

export const Route = createFileRoute('/_shell')({
  beforeLoad: () => {
    if (!readToken()) throw redirect({ to: '/sign-in' });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(meQuery(context.client)),
  component: ConsoleShell,
});
