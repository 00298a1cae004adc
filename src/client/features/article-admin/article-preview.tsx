import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { ArticleFaqs } from '../../components/article/article-faqs';
import { HowToSteps } from '../../components/article/how-to-steps';
import { MarkdownPreview } from '../../components/article/markdown-preview';
import classes from './article-admin.module.css';
import type { ArticleFormValues } from './article-form-values';

/** The article as its page will show it, drawn by the same components while it is typed. */
export function ArticlePreview({ values }: { values: ArticleFormValues }) {
  // Typing stays quick in a long article: the preview follows when the browser has time.
  const shown = useDeferredValue(values);
  return (
    // Focusable: on wide screens it scrolls on its own.
    <Paper component="section" aria-label="Preview" tabIndex={0} className={classes.preview} withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Text size="xs" fw={700} tt="uppercase" c="gray.7">
          Preview
        </Text>
        <Title order={2}>{shown.title || 'Untitled article'}</Title>
        {shown.metaDescription && <Text c="gray.7">{shown.metaDescription}</Text>}
        {/* Escaped and sanitised by the same function that renders the published page. */}
        <MarkdownPreview markdown={shown.content} />
        <ArticleFaqs faqs={shown.faqs.map((faq, index) => ({ id: index, ...faq }))} />
        <HowToSteps steps={shown.steps.map((step, index) => ({ id: index, stepNumber: index + 1, stepTitle: step.title, stepDescription: step.description }))} />
      </Stack>
    </Paper>
  );
}
