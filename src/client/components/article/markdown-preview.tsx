import { Alert, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { articleMarkdownToHtml } from '../../../shared/article-markdown';
import { articleMarkdownIssue } from '../../../shared/article-markdown-limits';

/**
 * A markdown body as the site renders it, sanitised by the same function: the article editor's
 * preview and the newsletter editor's. The save's own limits first: a body past them is never
 * rendered, here either.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const body = useMemo(() => {
    const issue = articleMarkdownIssue(markdown);
    return issue ? { issue } : { html: articleMarkdownToHtml(markdown) };
  }, [markdown]);
  return body.issue !== undefined ? (
    <Alert color="orange" variant="light" title="The body cannot be previewed">
      {body.issue}
    </Alert>
  ) : (
    <Typography dangerouslySetInnerHTML={{ __html: body.html }} />
  );
}
