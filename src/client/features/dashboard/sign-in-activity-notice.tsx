import { Alert } from '@mantine/core';
import { trpc } from '../../trpc';

/** Failed sign-ins since her previous visit: she learns that someone tried, and how often. */
export function SignInActivityNotice() {
  const activity = trpc.rep.signInActivity.useQuery();
  const failed = activity.data?.failedSinceLastVisit ?? 0;
  if (failed === 0) return null;
  const since = activity.data?.lastVisitAt ? `since your last visit (${new Date(activity.data.lastVisitAt).toLocaleString('en-US')})` : 'before this sign-in';
  return (
    <Alert color="orange" title="Failed sign-in attempts">
      {failed} failed sign-in attempt{failed === 1 ? '' : 's'} {since}. Addresses that keep guessing are blocked; this browser is not affected.
    </Alert>
  );
}
