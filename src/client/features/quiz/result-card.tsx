import { Badge, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { QuizIcon, type QuizIconName } from './quiz-icon';
import type { ResultView } from './result-view';
import classes from './quiz.module.css';

const morningRoutine = ['Gentle cleanser', 'Targeted serum', 'Day moisturizer with SPF'];
const eveningRoutine = ['Double cleanse (if wearing makeup)', 'Treatment serum', 'Night moisturizer'];
/** SPEC §9: the first two products are the essentials. */
const ESSENTIAL_COUNT = 2;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" tt="uppercase" fw={700} c="gray.7">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

/** The result card: the profile in brief, the numbered products and the daily routines. */
export function ResultCard({ view }: { view: ResultView }) {
  return (
    <Paper withBorder radius="lg" className={classes.resultsBox} shadow="sm" component="section" aria-labelledby="result-card-title">
      <Stack gap="lg">
        <Title order={2} id="result-card-title">
          Your Beauty Match Card
        </Title>
        <ResponsiveGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label="Skin type" value={view.skinType} />
          <Fact label="Main concern" value={view.primaryConcern} />
          {!view.noPicks && (
            <>
              <Fact label="Match score" value={`${view.matchScore}%`} />
              <Fact label="Confidence" value={view.confidenceLevel} />
            </>
          )}
          <Fact label="Recommended tier" value={view.budgetTier} />
          <Fact label="Routine length" value={view.routineLength} />
        </ResponsiveGrid>
        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="lg">
            Your products
          </Title>
          {view.noPicks ? (
            <Text c="gray.7">None yet: nothing in our range suits your answers for now.</Text>
          ) : (
            <List type="ordered" spacing="xs" aria-label="Your products">
              {view.productNames.map((name, index) => (
                <List.Item key={`${index}-${name}`}>
                  {/* Spans all the way down: a list item's label is a span, which may not hold a div or p. */}
                  <Group component="span" gap="xs" wrap="nowrap" justify="space-between">
                    <Text span>{name}</Text>
                    <Badge component="span" style={{ flexShrink: 0 }} variant={index < ESSENTIAL_COUNT ? 'filled' : 'light'} c={index < ESSENTIAL_COUNT ? undefined : 'pink.9'} size="sm">
                      {index < ESSENTIAL_COUNT ? 'Essential' : 'Enhancement'}
                    </Badge>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {[
            { title: 'Morning routine', icon: 'sun', steps: morningRoutine },
            { title: 'Evening routine', icon: 'moon', steps: eveningRoutine },
          ].map((routine) => (
            <Stack key={routine.title} gap="xs">
              <Group gap="xs" c="pink.8">
                <QuizIcon name={routine.icon as QuizIconName} size={20} />
                <Title order={3} fz="lg" c="dark">
                  {routine.title}
                </Title>
              </Group>
              <List type="ordered" spacing={4}>
                {routine.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </Stack>
          ))}
        </ResponsiveGrid>
        <Group gap="xs" wrap="nowrap" align="flex-start" bg="pink.0" p="sm" c="pink.9" style={{ borderRadius: 8 }}>
          <QuizIcon name="bulb" size={20} />
          <Text size="sm" c="gray.9">
            Tip: start with 2-3 products in week one, then add the rest. Use your routine for 4-6 weeks to see the full effect.
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
