import { Alert, Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame of a page opened from a link in an email: its content when the link brought what it
 * needs, otherwise a note that the link is incomplete.
 */
export function EmailLinkPage({ complete, incompleteTitle, children }: { complete: boolean; incompleteTitle: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {complete ? (
          children
        ) : (
          <Alert color="red" title={incompleteTitle}>
            Open the link again from your email, or copy the whole address into the browser.
          </Alert>
        )}
      </Paper>
    </Container>
  );
}
