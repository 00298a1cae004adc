import { Button, Paper, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './articles.module.css';

/** Sends readers from the hub and from articles to the full quiz. */
export function QuizCallToAction({ title, text }: { title: string; text: string }) {
  return (
    <Paper radius="xl" className={classes.cta} bg="pink.9" ta="center" component="aside" aria-label="Beauty quiz">
      <Title order={2} c="white" className={classes.ctaTitle}>
        {title}
      </Title>
      <Text c="pink.0" mt="sm" maw={560} mx="auto">
        {text}
      </Text>
      <Button component={Link} to="/quiz" size="md" variant="white" mt="lg">
        Take the Beauty Quiz
      </Button>
    </Paper>
  );
}
