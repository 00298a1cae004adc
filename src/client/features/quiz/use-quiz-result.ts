import { startTransition, useEffect, useMemo, useState } from 'react';
import { isPreviewSession } from '../../../shared/quiz';
import { readSavedPreviewResults, readSavedQuizResults } from '../../lib/saved-quiz-results';
import { trpc } from '../../trpc';
import { type ResultView, toResultView } from './result-view';

export type QuizResultState = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; view: ResultView };

type SavedResult = NonNullable<ReturnType<typeof readSavedQuizResults>>;

/**
 * SPEC §4: the locally saved result when it belongs to this session, otherwise the server's.
 * The server draws the page with its own result, which the browser starts from without asking
 * again. This browser's copy is read after the app has attached to that markup (so the first
 * render matches it), and the page is drawn again only when there is one; the result is fetched
 * here only when neither the server nor the browser had it.
 */
export function useQuizResult(sessionId: string): QuizResultState {
  const kind = isPreviewSession(sessionId) ? 'preview' : 'full';
  const [saved, setSaved] = useState<SavedResult | null>(null);
  const query = trpc.quiz.results.useQuery({ sessionId }, { enabled: false });
  const { refetch } = query;
  const hasServerResult = query.data !== undefined;

  useEffect(() => {
    const local = kind === 'preview' ? readSavedPreviewResults() : readSavedQuizResults();
    if (local?.sessionId === sessionId) startTransition(() => setSaved(local));
    else if (!hasServerResult) void refetch({ cancelRefetch: false });
    // Once per session shown: a result arriving later must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, sessionId]);

  const view = useMemo(() => {
    if (saved?.sessionId === sessionId) return toResultView(saved, kind);
    return query.data ? toResultView(query.data, kind) : null;
  }, [saved, sessionId, query.data, kind]);
  if (view) return { status: 'loaded', view };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
