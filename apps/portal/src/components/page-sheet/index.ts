export { PageSheet, type PageSheetProps } from './page-sheet';
