import { Container, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { claims } from './claims';

const steps = [
  { title: 'Take Our Quiz', text: `${claims.quizQuestions} questions, about ${claims.quizMinutes} minutes, about your goals, skin and routine.` },
  { title: 'Get Matched', text: `A skin analysis and products picked for you, with ${claims.matchAccuracy} match accuracy.` },
  { title: 'Shop Your Way', text: 'Add picks to your cart or shop them directly on the representative store.' },
  { title: 'Earn Rewards', text: 'Collect points on every purchase and redeem them for bundles, perks and samples.' },
];

export function HowItWorks() {
  return (
    <Container size="lg" py={56}>
      <Title order={2} ta="center">
        Your {claims.experienceSteps}-step beauty experience
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} mt="xl">
        {steps.map((step, index) => (
          <Paper key={step.title} p="lg" radius="lg" withBorder>
            <ThemeIcon radius="xl" size="lg" aria-hidden="true">
              {index + 1}
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {step.title}
            </Title>
            <Text c="gray.7" mt="xs">
              {step.text}
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
    </Container>
  );
}
