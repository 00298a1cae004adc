import { useEffect, useRef } from 'react';
import { trpc } from '../../trpc';

/**
 * Counts one view per page view of an article, once it has loaded. The ref survives
 * StrictMode's second effect run, so development does not double count either.
 */
export function useRecordArticleView(slug: string, loaded: boolean): void {
  const utils = trpc.useUtils();
  const recorded = useRef<string | null>(null);
  const { mutate } = trpc.articles.recordView.useMutation({
    onSuccess: (view) => {
      utils.articles.bySlug.setData({ slug }, (old) => (old ? { ...old, viewCount: view.viewCount } : old));
      void utils.articles.list.invalidate();
    },
  });
  useEffect(() => {
    if (!loaded || recorded.current === slug) return;
    recorded.current = slug;
    mutate({ slug });
  }, [loaded, slug, mutate]);
}
