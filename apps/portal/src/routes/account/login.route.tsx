import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession, openLoginDialog } from '../../session';

/**
 * /login (design §2, the 401 target): the login dialog over the home page. The address itself
 * has no page: it opens the dialog and shows /index beneath it. A member already logged in
 * just lands on the home page.
 */
export const Route = createFileRoute('/login')({
  staticData: { page: null },
  beforeLoad: ({ preload }) => {
    // Hovering a link to /login preloads the route; only a real visit opens the dialog.
    if (!preload && !getSession().isLoggedIn) openLoginDialog();
    throw redirect({ to: '/index', replace: true });
  },
});
