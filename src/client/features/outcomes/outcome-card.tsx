import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { OUTCOME_NOT_TRIED, type OutcomeChoice, outcomeAnswerLabels, outcomeAnswers, outcomeChoiceLabels } from '../../../shared/outcomes';
import { trpc } from '../../trpc';

/**
 * The page behind an email's "Is it working?" answers: the answer the link chose is highlighted,
 * and one tap on any answer records it (opening the page records nothing: mail scanners open
 * links). The same link changes the answer later. Someone without a store order of the product
 * is also offered "Haven't tried it yet", which records nothing.
 */
export function OutcomeCard({ token, chosen }: { token: string; chosen: OutcomeChoice | undefined }) {
  const view = trpc.outcomes.read.useQuery({ token }, { retry: false, staleTime: Infinity });
  const record = trpc.outcomes.record.useMutation();
  if (view.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-label="Loading your question">
        <Loader />
      </Stack>
    );
  }
  if (view.error) {
    return (
      <Alert color="red" title="We could not open this question">
        {view.error.message}
      </Alert>
    );
  }
  const { productName } = view.data;
  if (record.isSuccess && record.variables.answer === OUTCOME_NOT_TRIED) {
    return (
      <Stack gap="md">
        <Title order={1}>Thank you!</Title>
        <Text>Nothing was noted for your {productName}. Once you have tried it, open this link again and tell us how it works for you.</Text>
      </Stack>
    );
  }
  if (record.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1}>Thank you!</Title>
        <Text>
          We noted “{outcomeAnswerLabels[record.data.answer!]}” for your {productName}. Your answer helps us recommend better to people with skin like yours. Changed your mind? Open this link
          again any time.
        </Text>
      </Stack>
    );
  }
  const choices: OutcomeChoice[] = view.data.offersNotTried ? [...outcomeAnswers, OUTCOME_NOT_TRIED] : [...outcomeAnswers];
  const highlighted = choices.find((choice) => choice === chosen) ?? view.data.answer ?? undefined;
  return (
    <Stack gap="md">
      <Title order={1}>Is your {productName} working for you?</Title>
      {view.data.answer ? <Text c="gray.7">Your answer so far: {outcomeAnswerLabels[view.data.answer]}. Tap another to change it.</Text> : <Text c="gray.7">One tap saves your answer.</Text>}
      {record.error ? (
        <Alert color="red" title="Your answer was not saved">
          {record.error.message}
        </Alert>
      ) : null}
      <Stack gap="sm">
        {choices.map((answer) => (
          <Button
            key={answer}
            size="lg"
            variant={answer === highlighted ? 'filled' : 'outline'}
            loading={record.isPending && record.variables?.answer === answer}
            disabled={record.isPending}
            onClick={() => record.mutate({ token, answer })}
          >
            {answer === highlighted && answer !== OUTCOME_NOT_TRIED ? `Save: ${outcomeChoiceLabels[answer]}` : outcomeChoiceLabels[answer]}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
