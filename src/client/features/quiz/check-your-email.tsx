import { Paper, Stack, Text, Title } from '@mantine/core';
import { useHydrated } from '@tanstack/react-router';
import { readSavedQuizResults } from '../../lib/saved-quiz-results';

/** The address the results were sent to; only on the device that took the quiz. */
function savedEmail(sessionId: string): string | null {
  const saved = readSavedQuizResults();
  if (saved?.sessionId !== sessionId) return null;
  return typeof saved.emailSentTo === 'string' ? saved.emailSentTo : null;
}

/** After the email capture: what to look for in the inbox (the loyalty code comes by email, after the address is confirmed). */
export function CheckYourEmail({ sessionId }: { sessionId: string }) {
  // This browser's copy, read once the app has attached to the drawn page (the server has none).
  const email = useHydrated() ? savedEmail(sessionId) : null;
  if (!email) return null;
  return (
    <Paper withBorder radius="lg" p="lg" bg="pink.0">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          Confirm your email to get your loyalty code
        </Title>
        <Text>
          We are sending an email to <strong>{email}</strong>. Confirm your address with the button in it to activate your loyalty membership: your
          loyalty code arrives by email right after. If it isn't there in a few minutes, look in your spam folder.
        </Text>
      </Stack>
    </Paper>
  );
}
