import { createFileRoute, redirect } from '@tanstack/react-router';

// The root address has no page of its own: the home page lives at /index (contract §2).
export const Route = createFileRoute('/')({
  staticData: { page: null },
  beforeLoad: () => {
    throw redirect({ to: '/index', replace: true });
  },
});
