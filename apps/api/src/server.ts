// Starts the product: environment → database → migrations → demo content if empty → listen.
import { performance } from 'node:perf_hooks';
import { buildApp } from './app.js';
import { ConfigError, IN_MEMORY, loadConfig } from './config.js';
import type { Config } from './config.js';
import { createDatabase } from './db/client.js';
import { isUnconfigured, seedIfEmpty } from './db/seed/index.js';
import { seedInChildProcess } from './db/seed/in-child.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { createLogger } from './logger.js';
import { ensureFilterDay } from './modules/policy-library/filter-tokens.js';
import { seedWorkCalendar } from './db/seed/work-calendar.js';
import { shanghaiDate } from './modules/shared/dates.js';

/** In-flight requests get this long to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet: its level is part of the configuration that failed.
    process.stderr.write(`配置有误，无法启动：${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfig();
const log = createLogger(config);

try {
  let database = await createDatabase(config, { log });
  await database.migrate();
  if (config.databaseUrl === undefined && config.dataDir === IN_MEMORY) {
    // An in-memory database lives in this process only.
    if (await seedIfEmpty(database.db)) log.info('空数据库：已写入演示数据');
  } else if (await isUnconfigured(database.db)) {
    // Seeded by a process of its own (in-child.ts says why); PGlite's data directory takes one
    // process at a time, so this one lets go of it meanwhile.
    await database.close();
    await seedInChildProcess();
    database = await createDatabase(config, { log });
    log.info('空数据库：已写入演示数据');
  }
  // The library's filter tokens of today, before the first search rather than during it (on a
  // new database that is every document).
  await ensureFilterDay(database.db, shanghaiDate(new Date()));
  // The working-day calendar is public data, not demo content: a database in use gets the years
  // the installed chinese-days carries and it lacks (none entered is ever overwritten).
  await seedWorkCalendar(database.db);

  const app = await buildApp(config, { database, logger: log });
  await app.listen({ port: config.port, host: config.host });
  // The Node that really runs the server (24 from the root devDependency `node`, not the
  // machine's own), in the line an operator reads first.
  log.info(
    { node: process.version, driver: database.driver, startupMs: Math.round(performance.now()) },
    `企业服务门户已启动（Node ${process.version}）`,
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      log.warn({ signal }, '再次收到退出信号，立即退出');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal }, '正在停止：不再接受新请求，等待进行中的请求完成');
    setTimeout(() => {
      log.error('停止超时，强制退出');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    log.info('已停止');
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, (received) => {
      stop(received).catch((error: unknown) => {
        log.error({ err: error }, '停止时出错');
        process.exit(1);
      });
    });
  }
} catch (error) {
  log.fatal({ err: error }, isDatabaseUnavailable(error) ? '启动失败：无法连接数据库' : '启动失败');
  process.exit(1);
}
