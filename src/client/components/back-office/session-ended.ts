import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const endedSession = (error: unknown) => {
  const data = (error as { data?: { httpStatus?: number; path?: string } } | null)?.data;
  return data?.httpStatus === 401 && data.path !== 'rep.signIn';
};

/**
 * A back-office call answered 401 (her session ended: signed out elsewhere, account removed):
 * ask again who is signed in, so the screen gives way to the sign-in form. Kept to the
 * back-office's own code, so the shop's pages carry none of it.
 */
export function useSignInAgainWhenSessionEnds(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (endedSession(error)) void queryClient.invalidateQueries({ queryKey: [['rep', 'session']] });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
