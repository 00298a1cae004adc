import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { processingStage, QUIZ_TIMING } from '../../../shared/quiz';
import classes from './quiz.module.css';

function randomStep(): number {
  const { processingMinStepPercent: min, processingMaxStepPercent: max } = QUIZ_TIMING;
  return min + Math.random() * (max - min);
}

/** Counts up to 100 % in random 5-20 % steps every 0.4 s, then pauses 1 s and calls onDone. */
export function ProcessingScreen({ onDone }: { onDone(): void }) {
  const [percent, setPercent] = useState(0);
  // The latest onDone, without restarting the count when the parent passes a new function.
  const finish = useEffectEvent(() => onDone());

  useEffect(() => {
    const timer =
      percent >= 100
        ? setTimeout(() => finish(), QUIZ_TIMING.processingPauseMs)
        : setTimeout(() => setPercent((value) => Math.min(100, value + randomStep())), QUIZ_TIMING.processingTickMs);
    return () => clearTimeout(timer);
  }, [percent]);

  const shown = Math.round(percent);
  return (
    <Paper className={classes.panel} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder>
      <Stack align="center" ta="center" gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Creating your beauty profile
        </Title>
        <Text fz={44} fw={700} c="pink.8" aria-hidden="true">
          {shown}%
        </Text>
        <Progress value={percent} size="lg" radius="xl" w="100%" aria-label="Analysis progress" transitionDuration={300} />
        <Text fw={600} role="status">
          {processingStage(percent)}
        </Text>
      </Stack>
    </Paper>
  );
}
