import { Alert, Button, Container, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import { QuestionOptions } from './question-options';
import { QuizIcon } from './quiz-icon';
import classes from './quiz.module.css';
import { usePreviewQuiz } from './use-preview-quiz';

/** /quiz-preview: four questions and the complete screen, no email; the results then have their own address. */
export function PreviewQuiz({ onResults }: { onResults: (sessionId: string) => void }) {
  const quiz = usePreviewQuiz(onResults);
  const titleId = useId();
  const answered = quiz.phase === 'question' ? quiz.step : quiz.total;

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600} c="pink.8">
            {quiz.phase === 'question' ? `Question ${quiz.step + 1} of ${quiz.total}` : 'All questions answered'}
          </Text>
          <Progress value={(answered / quiz.total) * 100} size="md" radius="xl" aria-label="Preview quiz progress" />
        </Stack>
        {quiz.phase === 'question' ? (
          <>
            <Title order={1} id={titleId} fz={{ base: 26, sm: 32 }}>
              {quiz.question.question}
            </Title>
            <QuestionOptions question={quiz.question} labelledBy={titleId} value={quiz.answer} onSelect={quiz.select} />
          </>
        ) : (
          <Paper className={classes.panel} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder>
            <Stack align="center" ta="center" gap="md">
              <ThemeIcon size={64} radius="xl" variant="light" c="pink.8" aria-hidden="true">
                <QuizIcon name="checkCircle" size={36} />
              </ThemeIcon>
              <Title order={1}>Quiz Complete</Title>
              <Text c="gray.7">Your quick preview is ready. No email needed.</Text>
              <Button size="md" onClick={quiz.showResults} disabled={quiz.pending}>
                {quiz.pending ? 'Analyzing...' : 'Show My Results'}
              </Button>
              {quiz.failed && (
                <Alert color="red" variant="light" role="alert">
                  Failed to process quiz. Please try again.
                </Alert>
              )}
            </Stack>
          </Paper>
        )}
        <Group>
          <Button variant="default" onClick={quiz.previous} disabled={quiz.phase === 'question' && quiz.step === 0}>
            Previous
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
