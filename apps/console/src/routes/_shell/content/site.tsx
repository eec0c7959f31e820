import { createFileRoute } from '@tanstack/react-router';
import { SiteSettingsPage } from '../../../features/content/site-settings-page';

/** /content/site: 站点设置 — the carousel and the footer the portal reads. */
export const Route = createFileRoute('/_shell/content/site')({
  component: SiteSettingsPage,
});
