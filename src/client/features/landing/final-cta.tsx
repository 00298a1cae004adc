import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { claims } from './claims';
import classes from './landing.module.css';

export function FinalCallToAction() {
  return (
    <Container size="lg" py={56}>
      <Paper radius="xl" className={classes.finalCta} bg="pink.9" ta="center">
        <Title order={2} c="white">
          Ready to meet your perfect match?
        </Title>
        <Text c="pink.0" mt="sm">
          {claims.quizQuestions} questions, {claims.quizMinutes} minutes, results in {claims.resultsWeeks} weeks, backed
          by a {claims.moneyBackDays}-day money-back guarantee.
        </Text>
        <Group justify="center" mt="lg">
          <Button component={Link} to="/quiz" size="lg" variant="white">
            Take Full Quiz
          </Button>
          <Button component={Link} to="/quiz-preview" size="lg" variant="outline" color="white">
            Quick Preview (No Email)
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
