import { Button, Paper, Stack } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArticlesTable } from '../features/article-admin/articles-table';
import { BackOfficePage } from '../features/dashboard/back-office-page';

function ArticlesPage() {
  return (
    <BackOfficePage
      title="Articles"
      actions={
        <Button component={Link} to="/dashboard/articles/new">
          New article
        </Button>
      }
    >
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <ArticlesTable />
        </Stack>
      </Paper>
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/articles')({ component: ArticlesPage });
