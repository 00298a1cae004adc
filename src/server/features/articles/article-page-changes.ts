import type { DataSource } from 'typeorm';
import type { PublicContent } from '../../core/public-content.js';
import type { ChangeTarget } from '../../db/change-listener.js';
import { queryRows, sql } from '../../db/sql.js';

/** setTimeout's longest delay; a publication further away is looked at again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The article pages' part of the public content: every article notice changes it, and so does
 * the moment a scheduled article comes out, which no notice reports. After each notice the next
 * such moment is looked up and a timer set for it, in every process.
 */
export type ArticlePageChanges = ChangeTarget & { stop(): void };

export function articlePageChanges(dataSource: DataSource, content: PublicContent): ArticlePageChanges {
  const source = content.source('articles');
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleNextPublication = async () => {
    const [next] = await queryRows(dataSource, sql<{ at: string | null }>`SELECT min("publishedAt") AS at FROM article WHERE status = 'published' AND "publishedAt" > now()`);
    clearTimeout(timer);
    if (stopped || !next?.at) return;
    timer = setTimeout(
      () => {
        source.invalidate();
        void scheduleNextPublication().catch(() => {});
      },
      Math.min(Math.max(new Date(next.at).getTime() - Date.now(), 0), LONGEST_TIMER_MS),
    );
    timer.unref();
  };
  // A failed look-up leaves the minute-long page lifetime as the bound.
  const reschedule = () => void scheduleNextPublication().catch(() => {});

  return {
    invalidate() {
      source.invalidate();
      reschedule();
    },
    setTrusted(trusted) {
      source.setTrusted(trusted);
      reschedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
