import { useMemo } from 'react';
import { isPreviewSession } from '../../../shared/quiz';
import { readSavedPreviewResults, readSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { type ResultView, toResultView } from './result-view';

export type QuizResultState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; view: ResultView };

/** SPEC §4: the locally saved result when it belongs to this session, otherwise the server's. */
export function useQuizResult(sessionId: string): QuizResultState {
  const kind = isPreviewSession(sessionId) ? 'preview' : 'full';
  const saved = useMemo(() => {
    const local = kind === 'preview' ? readSavedPreviewResults() : readSavedQuizResults();
    return local?.sessionId === sessionId ? local : null;
  }, [kind, sessionId]);
  const query = trpc.quiz.results.useQuery({ sessionId }, { enabled: saved === null });
  if (saved) return { status: 'loaded', view: toResultView(saved, kind) };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return { status: 'loaded', view: toResultView(query.data, kind) };
}
