// zod's built-in messages in Chinese, set once for every importer of the SDK (client and server).
import { z } from 'zod';

z.config(z.locales.zhCN());
