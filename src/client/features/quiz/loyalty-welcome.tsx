import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { EmailCaptureLoyalty } from '../../../shared/users';
import { readSavedQuizResults } from '../../lib/saved-quiz-results';

/** The loyalty code the email capture enrolled the visitor with; only on the device that took the quiz. */
function savedLoyalty(sessionId: string): EmailCaptureLoyalty | null {
  const saved = readSavedQuizResults();
  if (saved?.sessionId !== sessionId) return null;
  const loyalty = saved.loyalty as EmailCaptureLoyalty | undefined;
  return loyalty && typeof loyalty.alreadyMember === 'boolean' ? loyalty : null;
}

export function LoyaltyWelcome({ sessionId }: { sessionId: string }) {
  const loyalty = savedLoyalty(sessionId);
  if (!loyalty) return null;
  return (
    <Paper withBorder radius="lg" p="lg" bg="pink.0">
      <Group justify="space-between" align="center">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            {loyalty.loyaltyCode ? 'You have joined our loyalty programme' : 'Welcome back, loyalty member'}
          </Title>
          {loyalty.loyaltyCode ? (
            <Text>
              Your loyalty code is <Code fz="md">{loyalty.loyaltyCode}</Code>. Keep it safe: you earn 1 point for every $1
              you spend.
            </Text>
          ) : (
            <Text>This email already has a loyalty membership: use your code to add purchases and redeem rewards.</Text>
          )}
        </Stack>
        <Button component={Link} to="/loyalty" variant="light">
          Go to Loyalty
        </Button>
      </Group>
    </Paper>
  );
}
