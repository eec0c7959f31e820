// `pnpm seed [--reset] [--scale N]`: migrates, then adds the demo content that is missing. With
// --reset the demo content is deleted and inserted again (operators' edits to it are lost).
// --scale N multiplies the content volumes (benchmarks: N = 100 → 100 000 policies); it applies
// to areas being seeded, so on a database that has content it needs --reset.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { createDatabase } from '../client.js';
import { contentIsSeeded } from './content/index.js';
import { seedDatabase } from './index.js';

const USAGE = '用法：seed [--reset] [--scale N]（N 为 0 到 1000 之间的数，默认 1）\n';

function readArgs(): { reset: boolean; scale: number } {
  try {
    const { values } = parseArgs({
      options: {
        reset: { type: 'boolean', default: false },
        scale: { type: 'string', default: '1' },
      },
    });
    const scale = Number(values.scale);
    if (!(scale > 0 && scale <= 1000)) throw new RangeError(values.scale);
    return { reset: values.reset, scale };
  } catch {
    process.stderr.write(USAGE);
    process.exit(2);
  }
}

const values = readArgs();
const config = loadConfig();
const log = createLogger(config);
const database = await createDatabase(config, { log });

try {
  await database.migrate();
  if (values.scale !== 1 && !values.reset && (await contentIsSeeded(database.db))) {
    process.stderr.write(
      `数据库已有演示数据，--scale 不会生效：请加 --reset 以 ${values.scale} 倍数据量重建\n`,
    );
    process.exitCode = 2;
  } else {
    const started = performance.now();
    const seeded = await seedDatabase(database.db, {
      reset: values.reset,
      scale: values.scale,
      onArea: (area, elapsedMs) => log.info({ area, elapsedMs }, '已写入演示数据'),
    });
    const elapsedMs = Math.round(performance.now() - started);
    log.info(
      { driver: database.driver, reset: values.reset, scale: values.scale, elapsedMs, seeded },
      values.reset ? '演示数据已重置' : '演示数据已补齐',
    );
  }
} catch (error) {
  log.error({ err: error }, '初始化数据失败');
  process.exitCode = 1;
} finally {
  await database.close();
}
