import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { QuizIcon, type QuizIconName } from './quiz-icon';
import type { ResultView } from './result-view';

/** SPEC §9: the fixed routine price shown on the results page. */
const ROUTINE_PRICE = { price: '$89', was: '$187', saving: 'Save $98!' };

const whyThisWorks: { icon: QuizIconName; value: string; label: string }[] = [
  { icon: 'trend', value: '92%', label: 'success rate' },
  { icon: 'clock', value: '2-week', label: 'results' },
  { icon: 'shieldCheck', value: 'Dermatologist', label: 'tested' },
];

/** 'Why This Works', the recommended routine with its price and the shop button. */
export function ResultsRoutine({ view }: { view: ResultView }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2}>Why This Works</Title>
          {whyThisWorks.map((item) => (
            <Group key={item.label} gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" c="pink.8" aria-hidden="true">
                <QuizIcon name={item.icon} />
              </ThemeIcon>
              <Text>
                <Text span fw={700}>
                  {item.value}
                </Text>{' '}
                {item.label}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2}>Your Recommended Routine</Title>
          <Text fw={700} c="pink.9" fz="lg">
            {view.category}
          </Text>
          <Text c="gray.7">{view.description}</Text>
          <Text size="sm">
            <strong>Routine length:</strong> {view.routineLength}
          </Text>
          <Group gap="sm" align="baseline">
            <Text fz={32} fw={800}>
              {ROUTINE_PRICE.price}
            </Text>
            <Text td="line-through" c="gray.7" fz="lg">
              <VisuallyHidden>Was </VisuallyHidden>
              {ROUTINE_PRICE.was}
            </Text>
            <Badge color="red.9" variant="filled" size="lg">
              {ROUTINE_PRICE.saving}
            </Badge>
          </Group>
          {view.shopUrl && (
            <Button component="a" href={view.shopUrl} target="_blank" rel="noopener noreferrer" size="md">
              Shop My Routine
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
