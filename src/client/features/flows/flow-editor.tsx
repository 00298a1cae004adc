import { Button, Grid, Group, NumberInput, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type FlowStepView, FLOW_DELAY_MAX_DAYS } from '../../../shared/flows';
import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_SUBJECT_MAX } from '../../../shared/newsletter';
import { NotDoneAlert } from '../../components/not-done-alert';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { FlowHistory } from './flow-history';
import { FlowPreviewPanel } from './flow-preview-panel';
import { MergeFieldHelp } from './merge-field-help';

const NEEDS_SAVE_ID = 'flow-needs-save';

interface FlowFormValues {
  subject: string;
  preheader: string;
  markdown: string;
  delayDays: number;
  enabled: boolean;
}

const formValuesOf = (step: FlowStepView): FlowFormValues => ({
  subject: step.subject,
  preheader: step.preheader,
  markdown: step.markdown,
  delayDays: step.delayDays,
  enabled: step.enabled,
});

/** Why a step's delay cannot be changed here, or null when it can. */
function fixedDelay(step: FlowStepView): string | null {
  if (step.step === 'welcome') return 'Sent when the address is confirmed: it carries the loyalty code.';
  if (step.step === 'survey') return 'Set in Settings (survey invitation delay, in hours).';
  return null;
}

/**
 * One step of the flow: her words with the merge fields she may use, the delay and on/off, a
 * preview drawn with a person's data, a test to the shop's address, and the version history.
 */
export function FlowEditor({ step }: { step: FlowStepView }) {
  const utils = trpc.useUtils();
  const [values, setValues] = useState(() => formValuesOf(step));
  const [problem, setProblem] = useState<string | null>(null);
  const [personId, setPersonId] = useState<string | null>(null);
  const saved = formValuesOf(step);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const delayNote = fixedDelay(step);
  const set = <K extends keyof FlowFormValues>(key: K, value: FlowFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const refresh = async () => {
    await Promise.all([utils.flows.list.invalidate(), utils.flows.versions.invalidate({ step: step.step })]);
  };
  const update = trpc.flows.update.useMutation({
    onSuccess: async () => {
      showToast('Saved', `The ${step.label} email is saved: the next ones sent use it.`, 'default');
      await refresh();
    },
    onError: (error) => setProblem(error.message),
  });
  const sendTest = trpc.flows.sendTest.useMutation({
    onSuccess: ({ sentTo }) => showToast('Test sent', `A test is on its way to ${sentTo}.`, 'default'),
    onError: (error) => setProblem(error.message),
  });

  function save() {
    setProblem(null);
    update.mutate({
      step: step.step,
      version: step.version,
      subject: values.subject,
      preheader: values.preheader,
      markdown: values.markdown,
      enabled: values.enabled,
      ...(delayNote === null && values.delayDays !== saved.delayDays ? { delayDays: values.delayDays } : {}),
    });
  }

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="flow-step-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id="flow-step-title" fz="h3">
            {step.label}
          </Title>
          <Text size="sm" c="gray.7">
            Version {step.version}
            {step.edited ? '' : ' (the shop’s default words)'}
          </Text>
        </Group>
        <NotDoneAlert problem={problem} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <Switch label="Send this email" checked={values.enabled} onChange={(event) => set('enabled', event.currentTarget.checked)} />
              <NumberInput
                label="Delay after confirmation (days)"
                description={delayNote ?? 'Whole hours: 0.5 is 12 hours. New people get the new delay.'}
                min={0}
                max={FLOW_DELAY_MAX_DAYS}
                step={1}
                decimalScale={3}
                value={values.delayDays}
                disabled={delayNote !== null}
                onChange={(value) => set('delayDays', typeof value === 'number' ? value : Number(value) || 0)}
              />
              <TextInput label="Subject" required maxLength={NEWSLETTER_SUBJECT_MAX} value={values.subject} onChange={(event) => set('subject', event.currentTarget.value)} />
              <TextInput
                label="Preheader"
                description="The line mail apps show after the subject"
                maxLength={NEWSLETTER_PREHEADER_MAX}
                value={values.preheader}
                onChange={(event) => set('preheader', event.currentTarget.value)}
              />
              <Textarea label="Body (markdown)" required autosize minRows={8} maxRows={24} value={values.markdown} onChange={(event) => set('markdown', event.currentTarget.value)} />
              <Text size="sm" c="gray.7">
                After your words the email adds: {step.fixedParts}
              </Text>
              <MergeFieldHelp />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <FlowPreviewPanel step={step.step} draft={{ subject: values.subject, preheader: values.preheader, markdown: values.markdown }} personId={personId} onPersonChange={setPersonId} />
          </Grid.Col>
        </Grid>
        <Group>
          <Button onClick={save} loading={update.isPending} disabled={!dirty}>
            Save
          </Button>
          <Button
            variant="light"
            disabled={dirty}
            aria-describedby={dirty ? NEEDS_SAVE_ID : undefined}
            loading={sendTest.isPending}
            onClick={() => sendTest.mutate({ step: step.step, ...(personId ? { personId } : {}) })}
          >
            Send me a test
          </Button>
        </Group>
        {dirty ? (
          <Text size="sm" c="gray.7" id={NEEDS_SAVE_ID}>
            Save your changes to send a test: the test is what people will get.
          </Text>
        ) : null}
        <FlowHistory step={step} onRestored={refresh} onError={setProblem} />
      </Stack>
    </Paper>
  );
}
