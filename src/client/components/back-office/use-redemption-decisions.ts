import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { emailPromise } from './email-promise';

/**
 * Fulfil and cancel, with a toast for each outcome; whatever happens, the lists are read again
 * (a 409 means someone decided first) and `onDone` runs.
 */
export function useRedemptionDecisions(onDone: () => void): {
  fulfil: ReturnType<typeof trpc.redemptionsAdmin.fulfil.useMutation>;
  cancel: ReturnType<typeof trpc.redemptionsAdmin.cancel.useMutation>;
} {
  const utils = trpc.useUtils();
  const refresh = () => {
    void utils.redemptionsAdmin.invalidate();
    void utils.people.invalidate();
    onDone();
  };
  const onError = (error: { message: string }) => {
    showToast('Error', error.message, 'destructive');
    refresh();
  };
  const fulfil = trpc.redemptionsAdmin.fulfil.useMutation({
    onSuccess: ({ redemption }) => {
      showToast('Reward fulfilled', `${redemption.redemptionCode} is marked fulfilled. ${emailPromise(redemption.memberEmail, `${redemption.memberName ?? 'The member'} gets an email.`)}`);
      refresh();
    },
    onError,
  });
  const cancel = trpc.redemptionsAdmin.cancel.useMutation({
    onSuccess: ({ redemption }) => {
      showToast('Redemption cancelled', `${redemption.pointsUsed} points went back to ${redemption.memberName ?? 'the member'}.`);
      refresh();
    },
    onError,
  });
  return { fulfil, cancel };
}
