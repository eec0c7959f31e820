import { createFileRoute } from '@tanstack/react-router';

/**
 * The home page's layout: nothing of its own yet. A layout so that the home page has a place
 * apart from the antd pages (its sections are plain components, for the first load's budget).
 */
export const Route = createFileRoute('/_home')({
  staticData: { page: null },
  // No component: a layout without one renders its page alone, and costs no chunk to load.
});
