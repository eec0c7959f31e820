import { PortalThemeProvider } from '@qyfw/ui';
import { createFileRoute, Outlet } from '@tanstack/react-router';

/**
 * Every page built from antd widgets (forms, tables, steps) sits under this pathless layout:
 * antd, its theme and its Chinese locale load with the first such page, never with the home
 * page, whose sections are plain components. That keeps ≈ 70 kB gzip of antd out of the first
 * visit (issue 4's budget). The shared dialogs and toasts bring their own provider the same way.
 */
export const Route = createFileRoute('/_antd')({
  component: AntdPagesLayout,
});

function AntdPagesLayout() {
  return (
    <PortalThemeProvider>
      <Outlet />
    </PortalThemeProvider>
  );
}
