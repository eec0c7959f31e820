import { reactTestConfig } from '@qyfw/vite-config/vitest-react';

export default reactTestConfig();
