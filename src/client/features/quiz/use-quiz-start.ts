import { useEffect } from 'react';
import { trpc } from '../../trpc';

/** Tells the server a quiz was opened (SPEC §7: on quiz load; errors are only logged). */
export function useQuizStart(sessionId: string): void {
  const { mutate } = trpc.quiz.start.useMutation({
    onError: (error) => console.warn('Could not record the quiz start:', error.message),
  });
  useEffect(() => {
    mutate({ sessionId });
  }, [mutate, sessionId]);
}
