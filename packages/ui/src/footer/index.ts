export { Footer } from './footer';
export type { FooterProps } from './footer';
export type { FooterStatus } from './footer-status';
export { footerLinks } from './footer-links';
export type { AgreementStatus, FooterLink, FooterLinkRenderer } from './footer-links';
