export { cleanupReact } from './cleanup-react';
