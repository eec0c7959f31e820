import { createFileRoute, redirect } from '@tanstack/react-router';
import { specHref } from '../../routing/spec-paths';

// The group address /personalcenter has no screen of its own: it opens 基本信息 (contract §2).
// By href (checked against the spec's list) rather than `to`, so it is typed whether /basics is
// built or planned.
export const Route = createFileRoute('/_member/_center/personalcenter')({
  staticData: { page: null },
  beforeLoad: () => {
    throw redirect({ href: specHref('/basics'), replace: true });
  },
});
