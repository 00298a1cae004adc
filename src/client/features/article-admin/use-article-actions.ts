import { useState } from 'react';
import type { AdminArticle } from '../../../shared/article-admin';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import type { ArticleFormValues } from './article-form-values';
import type { PublicationAction } from './publication-controls';

interface ActionRequest {
  action: PublicationAction;
  publishAt?: string;
  /** The article as last saved; undefined for a new one. */
  opened?: AdminArticle;
  values: ArticleFormValues;
  dirty: boolean;
}

interface Handlers {
  onSaved: (article: AdminArticle) => void;
  /** The article changed since it was opened: the message to show. */
  onStale: (message: string) => void;
  onFieldError: (field: string, message: string) => void;
}

const done: Record<PublicationAction, string> = {
  save: 'Saved',
  publish: 'Published: it is on the learning hub now.',
  schedule: 'Scheduled: it goes live by itself at that time.',
  unpublish: 'Unpublished: it is a draft again.',
};

/** Saves what was typed (creating the article first if new), then publishes, schedules or unpublishes. */
export function useArticleActions({ onSaved, onStale, onFieldError }: Handlers) {
  const create = trpc.articleAdmin.create.useMutation();
  const update = trpc.articleAdmin.update.useMutation();
  const publish = trpc.articleAdmin.publish.useMutation();
  const unpublish = trpc.articleAdmin.unpublish.useMutation();
  const [running, setRunning] = useState(false);

  async function run({ action, publishAt, opened, values, dirty }: ActionRequest) {
    if (action === 'save' && opened && !dirty) {
      showToast(opened.title, 'Nothing changed since the last save.');
      return;
    }
    let current = opened;
    setRunning(true);
    try {
      if (!current) current = (await create.mutateAsync(values)).article;
      else if (dirty) current = (await update.mutateAsync({ ...values, id: current.id, version: current.version })).article;
      if (action === 'publish' || action === 'schedule') current = (await publish.mutateAsync({ id: current.id, version: current.version, ...(publishAt ? { publishAt } : {}) })).article;
      if (action === 'unpublish') current = (await unpublish.mutateAsync({ id: current.id, version: current.version })).article;
      showToast(current.title, done[action]);
    } catch (error) {
      const { message, data } = error as { message: string; data?: { httpStatus?: number; field?: string | null } };
      // A stale save is said once, by the editor's notice.
      if (data?.httpStatus === 409 && data.field === 'version') onStale(message);
      else {
        if (data?.field) onFieldError(data.field, message.replace(`${data.field}: `, ''));
        showToast('Error', message, 'destructive');
      }
    } finally {
      setRunning(false);
      // What was saved before a later step failed is kept too.
      if (current && current !== opened) onSaved(current);
    }
  }
  return { run, busy: running };
}
