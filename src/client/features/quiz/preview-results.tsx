import { Badge, Button, Container, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { QuizResult } from '../../../shared/quiz-api';
import { RecommendedProducts } from './recommended-products';
import { toResultView } from './result-view';
import classes from './quiz.module.css';

/** The preview's answer: a taste of the analysis, with the way on to the full quiz and the shop. */
export function PreviewResults({ result }: { result: QuizResult }) {
  const view = toResultView(result, 'preview');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xl">
        <Paper className={classes.panel} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder>
          <Stack gap="md" align="center" ta="center">
            {!view.noPicks && (
              <Badge size="lg" variant="filled">
                {view.matchScore}% Match
              </Badge>
            )}
            <Title order={1}>Your Preview Results</Title>
            <Text size="lg">
              Skin type: <strong>{view.skinType}</strong> · Main concern: <strong>{view.primaryConcern}</strong>
            </Text>
            <Text c="gray.7">
              {view.category}: {view.description}
            </Text>
            <Text c="gray.7">Take the full 8-question quiz for your complete analysis, routine and morning and evening plan.</Text>
            <Group justify="center">
              <Button component={Link} to="/quiz" size="md">
                Take Full Quiz
              </Button>
              {view.shopUrl && (
                <Button component="a" href={view.shopUrl} target="_blank" rel="noopener noreferrer" variant="outline" size="md">
                  Shop Now
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
        {view.items.length > 0 && (
          <Stack gap="md">
            <Title order={2}>Your first matches</Title>
            <RecommendedProducts items={view.items} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
