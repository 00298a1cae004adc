import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './quiz.module.css';

/** 'n of 8' and a bar of one segment per question, filled up to the current one. */
export function QuizProgress({ current, total }: { current: number; total: number }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm" fw={600} c="pink.8">
          {current} of {total}
        </Text>
        <Text size="sm" c="gray.7">
          About 3 min
        </Text>
      </Group>
      <div
        className={classes.segments}
        style={{ '--segment-count': total } as CSSProperties}
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Question ${current} of ${total}`}
      >
        {Array.from({ length: total }, (_, index) => (
          <span key={index} data-testid="progress-segment" className={`${classes.segment} ${index < current ? classes.segmentDone : ''}`} />
        ))}
      </div>
    </Stack>
  );
}
