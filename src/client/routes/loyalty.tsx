import { Container, Stack, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../components/layout/responsive-grid';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { CodeLookupCard } from '../features/loyalty/code-lookup-card';
import { useEarnRate } from '../features/loyalty/earn-rate';
import { JoinCard } from '../features/loyalty/join-card';
import { MemberView } from '../features/loyalty/member-view';
import { SendCodeCard } from '../features/loyalty/send-code-card';

/** Step 1 asks for a code (or enrols); step 2 shows the member or the not-found state. */
function LoyaltyPage() {
  const earnRate = useEarnRate();
  const [code, setCode] = useState<string | null>(null);
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Loyalty Rewards</Title>
          <Text c="gray.7">
            Earn {earnRate} you spend. Climb from Bronze to Silver, Gold and Platinum and redeem points for samples, perks and bundles.
          </Text>
        </Stack>
        {code === null ? (
          <ResponsiveGrid cols={{ base: 1, md: 2 }}>
            <CodeLookupCard onLookup={setCode} />
            <JoinCard />
            <SendCodeCard />
          </ResponsiveGrid>
        ) : (
          <MemberView code={code} onReset={() => setCode(null)} />
        )}
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/loyalty')({ component: LoyaltyPage });
