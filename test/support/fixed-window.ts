import type { DataSource } from 'typeorm';

const windowOf = async (dataSource: DataSource, seconds: number) =>
  (await dataSource.query<Array<{ window: number }>>(`SELECT floor(extract(epoch FROM clock_timestamp()) / $1)::int AS window`, [seconds]))[0]!.window;

/**
 * Rate limits count in fixed windows of the database clock (src/server/http/rate-limit.ts): a
 * run that a window's end cuts in two proves nothing, so it is run again, whole, in the window
 * that just began, with fresh addresses (`round`). Assert afterwards, on what the last run gave.
 */
export async function inOneWindow<T extends object>(dataSource: DataSource, windowSeconds: number, work: (round: number) => Promise<T>): Promise<T & { round: number }> {
  for (let round = 0; ; round++) {
    const window = await windowOf(dataSource, windowSeconds);
    const result = await work(round);
    if ((await windowOf(dataSource, windowSeconds)) === window || round > 0) return { ...result, round };
  }
}
