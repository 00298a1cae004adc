import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SurveyFollowUp } from '../../../shared/survey-follow-up';
import { MAX_PERSONAL_LINE_LENGTH } from '../../../shared/survey-follow-up';
import { surveyAnswerLabel } from '../../../shared/survey';
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

/**
 * One survey answer's recommendation: its answers in words, whether it went out, and while it
 * waits a personal line the representative may add (`onSaved` refreshes the list it is in).
 */
export function SurveyFollowUpItem({ followUp, onSaved }: { followUp: SurveyFollowUp; onSaved: () => void }) {
  const [line, setLine] = useState(followUp.personalLine ?? '');
  const save = trpc.surveyFollowUps.update.useMutation({
    onSuccess: () => {
      showToast('Personal line saved', `It goes out with ${followUp.firstName}'s recommendation.`);
      onSaved();
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
        {surveyAnswerLabel('usage', followUp.answers.usage)} · {surveyAnswerLabel('challenge', followUp.answers.challenge)} · {surveyAnswerLabel('improvement', followUp.answers.improvement)}
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
