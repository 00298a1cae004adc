import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>404 Page Not Found</Title>
        <Text c="gray.7">We couldn't find the page you were looking for.</Text>
        <Text size="sm" c="gray.7">
          Developer hint: no route matches <Code>{location.pathname}</Code>. Did you forget to add it to{' '}
          <Code>{'src/client/features/<feature>/routes.ts'}</Code>?
        </Text>
        <Button component={Link} to="/">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
