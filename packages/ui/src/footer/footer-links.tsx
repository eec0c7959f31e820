import type { ReactNode } from 'react';

/** /ysMent shows one of three documents, chosen by `status` (contract §2). */
export type AgreementStatus = 1 | 2 | 3;

export interface FooterLink {
  id: 'user-agreement' | 'privacy-agreement' | 'company-profile';
  label: string;
  pathname: '/ysMent';
  search: { status: AgreementStatus };
  /** The same target as a plain path, relative to the app's base path. */
  href: string;
}

/**
 * Renders one footer link. Apps pass their router's link (so navigation stays client-side and
 * the base path is applied); the default is a plain anchor. Render `link.label` as the content.
 */
export type FooterLinkRenderer = (link: FooterLink) => ReactNode;

function agreementLink(id: FooterLink['id'], label: string, status: AgreementStatus): FooterLink {
  return { id, label, pathname: '/ysMent', search: { status }, href: `/ysMent?status=${status}` };
}

export const footerLinks: readonly FooterLink[] = [
  agreementLink('user-agreement', '用户协议', 2),
  agreementLink('privacy-agreement', '隐私政策', 1),
  agreementLink('company-profile', '公司简介', 3),
];

export const renderPlainFooterLink: FooterLinkRenderer = (link) => (
  <a href={link.href}>{link.label}</a>
);
