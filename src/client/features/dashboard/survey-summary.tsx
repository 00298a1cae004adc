import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { surveyQuestions } from '../../../shared/survey';
import { trpc } from '../../trpc';

export function SurveySummary() {
  const summary = trpc.survey.summary.useQuery();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h3">
        Usage Survey Results
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {summary.data ? `${summary.data.responses} response${summary.data.responses === 1 ? '' : 's'}` : 'Loading...'}
      </Text>
      <Stack gap="md">
        {summary.data?.questions.map((question) => {
          const definition = surveyQuestions.find((candidate) => candidate.id === question.id);
          return (
            <div key={question.id}>
              <Text fw={600} size="sm">
                {definition?.question}
              </Text>
              {question.answers.length === 0 && (
                <Text size="sm" c="gray.7">
                  No answers yet
                </Text>
              )}
              {question.answers.map((answer) => (
                <Group key={answer.value} justify="space-between">
                  <Text size="sm">{definition?.options.find((option) => option.value === answer.value)?.label ?? answer.value}</Text>
                  <Text size="sm" fw={600}>
                    {answer.count}
                  </Text>
                </Group>
              ))}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
