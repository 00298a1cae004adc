import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from './use-page-meta';

/** Temporary screen for a route whose feature is still being built. */
export function ComingSoon({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Title order={1}>{title}</Title>
        <Text c="gray.7">This part of the site is coming soon.</Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
