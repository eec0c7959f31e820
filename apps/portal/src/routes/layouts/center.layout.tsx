import { createFileRoute } from '@tanstack/react-router';
import { CenterLayout } from '../../shell/center/center-layout';

/**
 * 个人中心: the member's card and menu around each of its screens. Sits inside the member layout,
 * whose guard has refused visitors before anything here loads.
 */
export const Route = createFileRoute('/_member/_center')({
  staticData: { page: null },
  component: CenterLayout,
});
