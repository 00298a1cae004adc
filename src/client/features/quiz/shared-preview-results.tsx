import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { readSavedPreviewResults } from '../../lib/saved-quiz-results';
import type { QuizResult } from '../../../shared/quiz-api';
import { trpc } from '../../trpc';
import { PreviewResults } from './preview-results';

/** /quiz-preview?result={sessionId}: the preview's results, from this browser's copy or the server. */
export function SharedPreviewResults({ sessionId }: { sessionId: string }) {
  const saved = readSavedPreviewResults();
  const local = saved?.sessionId === sessionId ? (saved as unknown as QuizResult) : null;
  const query = trpc.quiz.results.useQuery({ sessionId }, { enabled: local === null });
  const result = local ?? query.data;
  if (result) return <PreviewResults result={result} />;
  return (
    <Container size="sm" py={80}>
      {query.isError ? (
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            These preview results are not available. Take the preview again?
          </Title>
          <Button component={Link} to="/quiz-preview" size="md">
            Start the Preview
          </Button>
        </Stack>
      ) : (
        <Stack align="center" role="status">
          <Loader />
          <Text>Loading your preview results...</Text>
        </Stack>
      )}
    </Container>
  );
}
