import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './articles.module.css';

export const PLACEHOLDER_LINES = 5;

export function ArticlePlaceholder() {
  return (
    <Container size="md" className={classes.hub} aria-busy="true" aria-label="Loading article">
      <Stack gap="md">
        {Array.from({ length: PLACEHOLDER_LINES }, (_, index) => (
          <Skeleton key={index} height={index === 0 ? 32 : 14} width={index === 0 ? '70%' : `${95 - index * 8}%`} radius="sm" data-testid="article-placeholder-line" />
        ))}
      </Stack>
    </Container>
  );
}

export function ArticleNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Article Not Found</Title>
        <Text c="gray.7">The article you're looking for doesn't exist or has been moved.</Text>
        <Button component={Link} to="/learning-hub" variant="light">
          Back to Learning Hub
        </Button>
      </Stack>
    </Container>
  );
}
