import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Link,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { Page1 } from './pages/page1';
import { ScreenHeader } from './stage/screen-header';
import { ScreenStage } from './stage/screen-stage';
import styles from './router.module.css';

/** Where the API serves this app (its history fallback answers every route below it). */
export const BASE_PATH = '/pc/dataPage';

function ScreenLayout() {
  return (
    <ScreenStage>
      <ScreenHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
    </ScreenStage>
  );
}

function NotFound() {
  return (
    <div className={styles.notFound}>
      <p>页面不存在</p>
      <Link to="/page1">返回数据大屏</Link>
    </div>
  );
}

const rootRoute = createRootRoute({ component: ScreenLayout, notFoundComponent: NotFound });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/page1', replace: true });
  },
});

const page1Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page1',
  component: Page1,
});
// Page 2 (and the funnel and calendar charts only it draws) loads when first opened.
const page2Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/page2',
  component: lazyRouteComponent(() => import('./pages/page2'), 'Page2'),
});

const routeTree = rootRoute.addChildren([indexRoute, page1Route, page2Route]);

export function createScreenRouter(history?: RouterHistory) {
  return createRouter({ routeTree, basepath: BASE_PATH, ...(history ? { history } : {}) });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createScreenRouter>;
  }
}
