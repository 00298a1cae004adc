import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, pageTitle } from '../../shared/site';

/** Keeps the tab title and meta description in step with client-side navigation. */
export function usePageMeta(title?: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
