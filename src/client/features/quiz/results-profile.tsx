import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import clsx from 'clsx';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import type { ResultView } from './result-view';
import classes from './quiz.module.css';

/** The match-confidence banner and the skin analysis: type, primary and secondary concerns. */
export function ResultsProfile({ view }: { view: ResultView }) {
  return (
    <Stack gap="lg">
      <Paper className={clsx(classes.panel, classes.resultsBox)} radius="lg" withBorder>
        <Stack gap="xs" align="center" ta="center">
          {!view.noPicks && (
            <Badge size="lg" variant="filled">
              {view.matchScore}% Match Confidence
            </Badge>
          )}
          <Title order={1} className={classes.resultsTitle}>
            Your Personalized Beauty Profile
          </Title>
          <Text c="gray.7" maw={560}>
            {view.noPicks
              ? 'Your skin analysis is ready. We have no products that suit your answers yet, so we picked none rather than a wrong one.'
              : `${view.confidenceLevel} confidence: the products below fit your answers about your skin, goals, routine and budget.`}
          </Text>
        </Stack>
      </Paper>
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {[
          { label: 'Skin type', value: view.skinType },
          { label: 'Primary concern', value: view.primaryConcern },
        ].map((fact) => (
          <Paper key={fact.label} withBorder radius="md" p="lg">
            <Text size="sm" tt="uppercase" fw={700} c="gray.7">
              {fact.label}
            </Text>
            <Text fz={24} fw={700}>
              {fact.value}
            </Text>
          </Paper>
        ))}
      </ResponsiveGrid>
      {view.secondaryConcerns.length > 0 && (
        <Stack gap={6}>
          <Title order={2} fz="lg">
            Also on your radar
          </Title>
          <Group gap="xs" role="group" aria-label="Secondary concerns">
            {view.secondaryConcerns.map((concern) => (
              <Badge key={concern} variant="light" c="pink.9" size="lg" radius="sm" tt="none">
                {concern}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
