import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';

interface ListenerLogger {
  info(message: string): void;
  warn(details: object, message: string): void;
}

/** What listens: told of every notice, and whether notices are arriving at all. */
export interface ChangeTarget {
  invalidate(): void;
  setTrusted(trusted: boolean): void;
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * LISTENs on one channel over a dedicated connection. While that connection is down (database
 * restart, network) the target is told not to trust its copy and the listener retries every
 * `retryMs`, logging the loss once and the return once. Resolves once the first attempt has
 * succeeded or failed.
 */
export async function listenForChanges(options: {
  dataSource: DataSource;
  channel: string;
  target: ChangeTarget;
  logger: ListenerLogger;
  /** The two log lines: notices lost (reading through to the database), notices back. */
  messages: { lost: string; back: string };
  retryMs?: number;
}): Promise<ChangeListener> {
  const { dataSource, channel, target, logger, messages, retryMs = 1000 } = options;
  const connectionString = (dataSource.options as PostgresDataSourceOptions).url;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  let outageReported = false;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 3000 });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      target.setTrusted(false);
      client.end().catch(() => {});
      if (stopped) return;
      if (!outageReported) logger.warn({ reason: error instanceof Error ? error.message : 'connection ended' }, messages.lost);
      outageReported = true;
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryTimer.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => target.invalidate());
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (stopped || lost) return void client.end().catch(() => {});
    current = client;
    target.setTrusted(true);
    if (outageReported) logger.info(messages.back);
    outageReported = false;
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      await current?.end().catch(() => {});
    },
  };
}
