export * from './theme';
export * from './footer';
