import { Paper, Stack, Text, Title } from '@mantine/core';
import { SurveyFollowUpItem } from '../../components/back-office/survey-follow-up-item';
import { trpc } from '../../trpc';

/** Each survey answer and the recommendation it promised: the representative may add a personal line while it waits. */
export function SurveyFollowUpsCard() {
  const list = trpc.surveyFollowUps.list.useQuery({});
  const utils = trpc.useUtils();
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
          <SurveyFollowUpItem key={`${followUp.id}:${followUp.version}`} followUp={followUp} onSaved={() => void utils.surveyFollowUps.list.invalidate()} />
        ))}
      </Stack>
    </Paper>
  );
}
