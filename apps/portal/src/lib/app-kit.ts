// What the shared frames (@qyfw/app-kit) take from the portal: its one SDK client and its toasts.
import type { AppKit } from '@qyfw/app-kit/provider';
import { notify } from './notify';
import { sdk } from './sdk';

export const portalKit: AppKit = {
  client: sdk,
  toast: (level, text) => notify[level](text),
};
