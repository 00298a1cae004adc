import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CheckYourEmail } from './check-your-email';
import { RecommendedProducts } from './recommended-products';
import { ResultCard } from './result-card';
import { ResultsNextSteps } from './results-next-steps';
import { ResultsProfile } from './results-profile';
import { ResultsRoutine } from './results-routine';
import classes from './quiz.module.css';
import { useQuizResult } from './use-quiz-result';

/** /results-premium/{sessionId}: loading, the retake prompt, or the full analysis. */
export function ResultsPage({ sessionId }: { sessionId: string }) {
  const result = useQuizResult(sessionId);

  if (result.status === 'loading') {
    // A screen tall: the results replace it without pushing the footer up into view and down again.
    return (
      <Container size="sm" py={80} mih="100dvh">
        <Stack align="center" role="status">
          <Loader />
          <Text>Loading your beauty profile...</Text>
        </Stack>
      </Container>
    );
  }

  if (result.status === 'error') {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Unable to load your beauty profile. Let's get you back on track!
          </Title>
          <Button component={Link} to="/quiz" size="md">
            Retake Beauty Quiz
          </Button>
        </Stack>
      </Container>
    );
  }

  const { view } = result;
  return (
    <Container size="lg" className={classes.resultsPage}>
      <Stack gap={40}>
        <ResultsProfile view={view} />
        <CheckYourEmail sessionId={sessionId} />
        <ResultsRoutine view={view} />
        <ResultCard view={view} />
        {view.items.length > 0 && (
          <Stack gap="md">
            <Title order={2}>Your Recommended Products</Title>
            <RecommendedProducts items={view.items} />
          </Stack>
        )}
        <ResultsNextSteps />
      </Stack>
    </Container>
  );
}
