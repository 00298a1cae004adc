import { Alert, Button, Grid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type AdminArticle, articleFieldsSchema } from '../../../shared/article-admin';
import { showToast } from '../../lib/toast';
import { useReveal } from '../../lib/use-reveal';
import { trpc } from '../../trpc';
import { ArticleFormFields } from './article-form-fields';
import { type ArticleFormValues, emptyArticle, formValuesOf } from './article-form-values';
import { ArticlePreview } from './article-preview';
import { type PublicationAction, PublicationControls } from './publication-controls';
import { useArticleActions } from './use-article-actions';

/**
 * Writes a new article or edits one, beside a live preview. Saves carry the version it opened:
 * if someone saved in between, it says so and keeps what was typed.
 */
export function ArticleEditor({ article }: { article?: AdminArticle }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [opened, setOpened] = useState(article);
  const [stale, setStale] = useState<string | null>(null);
  const staleNotice = useReveal<HTMLDivElement>(stale !== null);
  const [scheduleError, setScheduleError] = useState<string>();
  const [slugTyped, setSlugTyped] = useState(Boolean(article));
  const form = useForm<ArticleFormValues>({ initialValues: article ? formValuesOf(article) : emptyArticle, validate: schemaResolver(articleFieldsSchema, { sync: true }) });

  const remember = (saved: AdminArticle) => {
    setOpened(saved);
    const values = formValuesOf(saved);
    form.setValues(values);
    form.resetDirty(values);
    utils.articleAdmin.get.setData({ id: saved.id }, { article: saved });
    void utils.articleAdmin.list.invalidate();
    // The hub and article pages this browser may have open.
    void utils.articles.invalidate();
    if (!opened) void navigate({ to: '/dashboard/articles/$articleId', params: { articleId: String(saved.id) }, replace: true });
  };
  const { run, busy } = useArticleActions({
    onSaved: remember,
    onStale: setStale,
    onFieldError: (field, message) => (field === 'publishAt' ? setScheduleError(message) : form.setFieldError(field, message)),
  });

  // Points at the first field to fix: it may be far down a long article.
  const showInvalid = (errors: Record<string, unknown>) => {
    const [path, message] = Object.entries(errors)[0] ?? [];
    if (path) document.querySelector<HTMLElement>(`[data-path="${path}"]`)?.focus();
    showToast('Error', `Not saved: ${String(message ?? 'some fields need attention')}`, 'destructive');
  };

  const act = (action: PublicationAction, publishAt?: string) => {
    const { hasErrors, errors } = form.validate();
    if (hasErrors) {
      showInvalid(errors);
      return;
    }
    setStale(null);
    setScheduleError(undefined);
    void run({ action, publishAt, opened, values: form.getValues(), dirty: form.isDirty() });
  };

  const reload = async () => {
    if (!opened) return;
    const latest = await utils.articleAdmin.get.fetch({ id: opened.id }, { staleTime: 0 });
    setStale(null);
    remember(latest.article);
  };

  return (
    <form onSubmit={form.onSubmit(() => act('save'), showInvalid)} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            {opened ? opened.title : 'New article'}
          </Title>
          {opened && (
            <Text size="sm" c="gray.7">
              Version {opened.version}, saved {new Date(opened.updatedAt).toLocaleString('en-US')}
            </Text>
          )}
        </div>
        {stale && (
          <Alert ref={staleNotice} color="orange" title="Changed since you opened it" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{stale} Nothing was saved; what you typed is still here, so copy what you need first.</Text>
              <Button size="xs" variant="light" onClick={() => void reload()}>
                Load the latest version
              </Button>
            </Stack>
          </Alert>
        )}
        <PublicationControls status={opened?.status} publishedAt={opened?.publishedAt ?? null} slug={opened?.slug ?? ''} busy={busy} scheduleError={scheduleError} onAction={act} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ArticleFormFields form={form} articleId={opened?.id} slugFollowsTitle={!slugTyped} onSlugTyped={() => setSlugTyped(true)} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <ArticlePreview values={form.getValues()} />
          </Grid.Col>
        </Grid>
      </Stack>
    </form>
  );
}
