import { useHydrated } from '@tanstack/react-router';
import { useMemo } from 'react';
import { isPreviewSession } from '../../../shared/quiz';
import { readSavedPreviewResults, readSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { type ResultView, toResultView } from './result-view';

export type QuizResultState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; view: ResultView };

/**
 * SPEC §4: the locally saved result when it belongs to this session, otherwise the server's.
 * The server draws the page with its own result (the browser does not ask for it again); this
 * browser's copy is read once the app has attached to that markup, so the first render matches it.
 */
export function useQuizResult(sessionId: string): QuizResultState {
  const kind = isPreviewSession(sessionId) ? 'preview' : 'full';
  const hydrated = useHydrated();
  const saved = useMemo(() => {
    if (!hydrated) return null;
    const local = kind === 'preview' ? readSavedPreviewResults() : readSavedQuizResults();
    return local?.sessionId === sessionId ? local : null;
  }, [hydrated, kind, sessionId]);
  const query = trpc.quiz.results.useQuery({ sessionId }, { enabled: hydrated && saved === null });
  if (saved) return { status: 'loaded', view: toResultView(saved, kind) };
  if (query.data) return { status: 'loaded', view: toResultView(query.data, kind) };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
