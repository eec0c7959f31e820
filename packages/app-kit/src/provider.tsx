// What the kit needs from the app that uses it, given once at the app's root: the app's one SDK
// client (its token, its 401/402 handling) and how the app shows a toast. The kit never imports an
// app, so the portal and the console each hand in their own.
import type { PortalClient } from '@qyfw/portal-sdk/client';
import { createContext, useContext, type ReactNode } from 'react';

export type KitToast = (level: 'success' | 'info' | 'warning' | 'error', text: string) => unknown;

export interface AppKit {
  /** The app's SDK client: every call a frame makes goes through it. */
  readonly client: PortalClient;
  /** Shows a toast the app's way (the portal's notify). */
  readonly toast: KitToast;
}

const AppKitContext = createContext<AppKit | undefined>(undefined);

export function AppKitProvider({ kit, children }: { kit: AppKit; children: ReactNode }) {
  return <AppKitContext.Provider value={kit}>{children}</AppKitContext.Provider>;
}

/** The app's kit; a frame outside the provider is a wiring bug, said plainly. */
export function useAppKit(): AppKit {
  const kit = useContext(AppKitContext);
  if (!kit) throw new Error('AppKitProvider is missing: wrap the app in it (see provider.tsx)');
  return kit;
}
