import { Group, Text } from '@mantine/core';
import classes from './usage-survey.module.css';

export function SurveyProgress({ step, total }: { step: number; total: number }) {
  return (
    <Group justify="space-between" align="center">
      <Text size="sm" c="gray.7" fw={600}>
        Question {step} of {total}
      </Text>
      <Group gap={6} aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <span key={index} className={classes.dot} data-done={index < step || undefined} />
        ))}
      </Group>
    </Group>
  );
}
