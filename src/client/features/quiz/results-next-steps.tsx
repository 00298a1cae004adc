import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { QuizIcon, type QuizIconName } from './quiz-icon';
import { showToast } from '../../lib/toast';

const steps: { icon: QuizIconName; title: string; text: string }[] = [
  { icon: 'mail', title: 'Check your inbox', text: 'Your results and first beauty tips are on their way.' },
  { icon: 'sprout', title: 'Start your routine', text: 'Begin with your essentials and add the rest over the first week.' },
  { icon: 'sparkle', title: 'See results in 2 weeks', text: '85% of women notice a difference within two weeks.' },
];

/** 'What Happens Next' and the way to reach the beauty concierge. */
export function ResultsNextSteps() {
  const contact = () =>
    showToast("We're here for you!", 'Just reply to any of our emails and your beauty concierge will get back to you personally.');
  return (
    <Stack gap="md">
      <Title order={2}>What Happens Next</Title>
      <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {steps.map((step) => (
          <Paper key={step.title} withBorder radius="md" p="lg">
            <ThemeIcon size={44} radius="xl" variant="light" c="pink.8" aria-hidden="true">
              <QuizIcon name={step.icon} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="xs">
              {step.title}
            </Title>
            <Text c="gray.7" size="sm" mt={4}>
              {step.text}
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
      <Button variant="outline" onClick={contact} style={{ alignSelf: 'center' }}>
        Contact Your Beauty Concierge
      </Button>
    </Stack>
  );
}
