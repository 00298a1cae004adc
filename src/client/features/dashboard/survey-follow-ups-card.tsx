import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { SurveyFollowUp } from '../../../shared/survey-follow-up';
import { MAX_PERSONAL_LINE_LENGTH } from '../../../shared/survey-follow-up';
import { surveyQuestions } from '../../../shared/survey';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

// Dark shades: white text on them passes WCAG AA (as on the last-backup card).
const stateLabels: Record<SurveyFollowUp['state'], [string, string]> = {
  queued: ['Waiting', 'blue.9'],
  sending: ['Sending', 'blue.9'],
  sent: ['Sent', '#237032'],
  failed: ['Not delivered', 'red.9'],
  'not-sent-unconfirmed': ['Not sent: address not confirmed', 'gray.8'],
};

const answerLabel = (id: 'usage' | 'challenge' | 'improvement', value: string) =>
  surveyQuestions.find((question) => question.id === id)?.options.find((option) => option.value === value)?.label ?? value;

function FollowUpItem({ followUp }: { followUp: SurveyFollowUp }) {
  const utils = trpc.useUtils();
  const [line, setLine] = useState(followUp.personalLine ?? '');
  const save = trpc.surveyFollowUps.update.useMutation({
    onSuccess: () => {
      showToast('Personal line saved', `It goes out with ${followUp.firstName}'s recommendation.`);
      void utils.surveyFollowUps.list.invalidate();
    },
    onError: (error) => showToast('Not saved', error.message, 'destructive'),
  });
  const [label, color] = stateLabels[followUp.state];
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm">
          {followUp.firstName} · {followUp.productName}
        </Text>
        <Badge color={color} variant="filled">
          {label}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7">
        {answerLabel('usage', followUp.answers.usage)} · {answerLabel('challenge', followUp.answers.challenge)} · {answerLabel('improvement', followUp.answers.improvement)}
        {followUp.sendAt ? ` · ${followUp.state === 'sent' ? 'sent' : 'goes out'} ${new Date(followUp.sendAt).toLocaleString('en-US')}` : ''}
      </Text>
      {followUp.state === 'queued' ? (
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={`Personal line for ${followUp.firstName}`}
            maxLength={MAX_PERSONAL_LINE_LENGTH}
            value={line}
            onChange={(event) => setLine(event.currentTarget.value)}
          />
          <Button
            variant="light"
            loading={save.isPending}
            onClick={() => save.mutate({ id: followUp.id, version: followUp.version, personalLine: line.trim() === '' ? null : line })}
          >
            Save
          </Button>
        </Group>
      ) : followUp.personalLine ? (
        <Text size="sm">“{followUp.personalLine}”</Text>
      ) : null}
    </Stack>
  );
}

/** Each survey answer and the recommendation it promised: the representative may add a personal line while it waits. */
export function SurveyFollowUpsCard() {
  const list = trpc.surveyFollowUps.list.useQuery({});
  const followUps = list.data?.followUps ?? [];
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3">
        Survey Recommendations
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {list.data ? `${followUps.filter((followUp) => followUp.state === 'queued').length} waiting` : 'Loading...'}
      </Text>
      {list.data && followUps.length === 0 ? <Text size="sm">No survey answers yet.</Text> : null}
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {followUps.slice(0, 20).map((followUp) => (
          <FollowUpItem key={`${followUp.id}:${followUp.version}`} followUp={followUp} />
        ))}
      </Stack>
    </Paper>
  );
}
