// `pnpm seed [--reset]`: migrates, then adds the demo content that is missing. With --reset the
// demo content is deleted and inserted again (operators' edits to it are lost).
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { createDatabase } from '../client.js';
import { seedDatabase } from './index.js';

function readArgs(): { reset: boolean } {
  try {
    return parseArgs({ options: { reset: { type: 'boolean', default: false } } }).values;
  } catch {
    process.stderr.write('用法：seed [--reset]\n');
    process.exit(2);
  }
}

const values = readArgs();
const config = loadConfig();
const log = createLogger(config);
const database = await createDatabase(config, { log });

try {
  await database.migrate();
  const seeded = await seedDatabase(database.db, { reset: values.reset });
  log.info({ driver: database.driver, reset: values.reset, seeded }, values.reset ? '演示数据已重置' : '演示数据已补齐');
} catch (error) {
  log.error({ err: error }, '初始化数据失败');
  process.exitCode = 1;
} finally {
  await database.close();
}
