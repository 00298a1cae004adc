import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FlowStep, FlowStepView } from '../../../shared/flows';
import { trpc } from '../../trpc';
import { FlowEditor } from './flow-editor';
import { delayLabel } from './flow-delay';

/** The follow-up flow: its steps in order, one opened in the editor. */
export function FlowsScreen() {
  const list = trpc.flows.list.useQuery();
  const [opened, setOpened] = useState<FlowStep>('welcome');
  const steps = list.data?.steps ?? [];
  const step = steps.find((entry) => entry.step === opened);
  return (
    <Stack gap="lg">
      <Text c="gray.7">
        What a person gets after she confirms her address and asks for tips. Each email is written in your words; a change reaches every email not sent yet.
      </Text>
      {steps.length > 0 ? (
        <Group component="ol" gap="xs" aria-label="Follow-up emails" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {steps.map((entry) => (
            <li key={entry.step}>
              <Button variant={entry.step === opened ? 'filled' : 'light'} aria-pressed={entry.step === opened} onClick={() => setOpened(entry.step)}>
                <StepLabel step={entry} />
              </Button>
            </li>
          ))}
        </Group>
      ) : (
        <Text c="gray.7">{list.error ? list.error.message : 'Loading the follow-up emails…'}</Text>
      )}
      {step ? <FlowEditor key={`${step.step}:${step.version}`} step={step} /> : null}
    </Stack>
  );
}

function StepLabel({ step }: { step: FlowStepView }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span>{step.label}</span>
      <Text span size="xs">
        ({delayLabel(step.delayDays)})
      </Text>
      {step.enabled ? null : (
        <Badge size="xs" color="gray.8" variant="filled">
          Off
        </Badge>
      )}
    </Group>
  );
}
