import { PUBLIC_PATH } from '@qyfw/portal-sdk/constants';

/** '/pc': the router's basepath, from the SDK's PUBLIC_PATH '/pc/' (contract §9). vite.config's `base` matches. */
export const BASE_PATH = PUBLIC_PATH.replace(/\/+$/, '');
