import { useEffect } from 'react';
import { visitSource } from '../../lib/visit-source';
import { trpc } from '../../trpc';

/** Tells the server a quiz was opened (SPEC §7: on quiz load; errors are only logged), with where the visit came from. */
export function useQuizStart(sessionId: string): void {
  const { mutate } = trpc.quiz.start.useMutation({
    onError: (error) => console.warn('Could not record the quiz start:', error.message),
  });
  useEffect(() => {
    mutate({ sessionId, source: visitSource() });
  }, [mutate, sessionId]);
}
