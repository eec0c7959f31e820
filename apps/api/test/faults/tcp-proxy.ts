// A TCP proxy in front of PostgreSQL that the test can "stop" and "start": stopping closes the
// listener (new connections are refused) and resets every open connection, which is what the
// application sees when the database server goes down — without touching the shared server.
import net from 'node:net';
import type { Config } from '../../src/config.js';
import { openTestDatabase } from '../helpers/databases.js';

export interface TcpProxy {
  readonly port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server
      ? new Promise<void>((resolve) => server!.close(() => resolve()))
      : Promise.resolve();
    server = undefined;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
    await closing;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    stop,
    start: listen,
    close: stop,
  };
}

/**
 * A fresh PostgreSQL test database with a proxy in front: `config` points the app at the proxy,
 * `testDb` reads the database directly (what was really stored).
 */
export async function openPostgresBehindProxy(): Promise<{
  testDb: Awaited<ReturnType<typeof openTestDatabase>>;
  proxy: TcpProxy;
  config: Config;
}> {
  const testDb = await openTestDatabase('postgres');
  const direct = new URL(testDb.config().databaseUrl!);
  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const throughProxy = new URL(direct);
  throughProxy.port = String(proxy.port);
  // DEMO_OUTBOX: the member writes read their registration codes from the demo outbox.
  return {
    testDb,
    proxy,
    config: testDb.config({ DATABASE_URL: throughProxy.toString(), DEMO_OUTBOX: '1' }),
  };
}
