import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { Config } from './config.js';

/**
 * One logger for the whole process, created before the database so migrations, seeding and
 * pool errors are logged the same way as requests (Fastify adopts it as its own).
 */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.logLevel,
      // Credentials never reach the log, whichever request is logged.
      redact: ['req.headers.authorization', 'req.headers.token', 'req.headers.cookie'],
    },
    destination,
  );
}
