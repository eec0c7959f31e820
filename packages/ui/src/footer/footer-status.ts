/**
 * `loading` keeps the footer's height with placeholders so the page does not jump;
 * `error` replaces the contact details with one line (the links keep working).
 */
export type FooterStatus = 'ready' | 'loading' | 'error';
