import './dayjs-zh-cn';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// The ES build: `antd/locale/zh_CN` is CommonJS and drags a second copy of the locale modules.
import zhCN from 'antd/es/locale/zh_CN';
// antd's styles prebuilt, not generated at run time (zeroRuntime in tokens.ts): generating them
// was ≈ 420 ms of main thread on 政策库's first antd render. The apps' Vite configs scope and
// layer this file (@qyfw/vite-config/antd-static-styles).
import 'antd/dist/antd.css';
import './target-size.css';
import { portalDarkThemeConfig, portalThemeConfig } from './tokens';

export type PortalThemeVariant = 'light' | 'dark';

export interface PortalThemeProviderProps {
  /** `dark` is for the data screen; every portal page uses `light`. */
  variant?: PortalThemeVariant;
  children: ReactNode;
}

/**
 * antd in Chinese with the portal's brand tokens. Wrap what renders antd widgets: the data screen
 * wraps its root; the portal wraps its antd pages, dialogs and toasts, so its home page loads none.
 */
export function PortalThemeProvider({ variant = 'light', children }: PortalThemeProviderProps) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={variant === 'dark' ? portalDarkThemeConfig : portalThemeConfig}
    >
      {children}
    </ConfigProvider>
  );
}
