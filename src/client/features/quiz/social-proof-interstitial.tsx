import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { QuizIcon } from './quiz-icon';
import classes from './quiz.module.css';

/** The 3-second pause after question 3 (the quiz moves on by itself). */
export function SocialProofInterstitial() {
  return (
    <Paper className={classes.panel} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder role="status">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" c="pink.8" aria-hidden="true">
          <QuizIcon name="heart" size={36} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          You're in wonderful company
        </Title>
        <Text size="lg">
          <Text span fw={700} c="pink.8">
            85% of women
          </Text>{' '}
          who follow their matched routine see results in 2 weeks, and 92% feel more confident.
        </Text>
        <Text c="gray.7" fs="italic">
          “I finally stopped guessing. Two weeks in, a friend asked what I'd changed.” — Jasmine, 34
        </Text>
        <Text size="sm" c="gray.7">
          Five more quick questions to your personal match...
        </Text>
      </Stack>
    </Paper>
  );
}
