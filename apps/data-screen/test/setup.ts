import { cleanupReact } from '@qyfw/ui/testing';
import { afterEach } from 'vitest';

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(cleanupReact);
