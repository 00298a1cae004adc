import { earnRateText } from '../../../shared/loyalty-programme';
import { trpc } from '../../trpc';

/** How points are earned now ("2 points for every $1"), as the representative set it. */
export function useEarnRate(): string {
  const programme = trpc.loyalty.programme.useQuery();
  return programme.data ? earnRateText(programme.data.pointsPerDollar) : 'points for every $1';
}
