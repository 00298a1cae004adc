import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { usePageMeta } from '../components/use-page-meta';
import { CodeLookupCard } from '../features/loyalty/code-lookup-card';
import { useEarnRate } from '../features/loyalty/earn-rate';
import { JoinCard } from '../features/loyalty/join-card';
import { MemberView } from '../features/loyalty/member-view';
import { SendCodeCard } from '../features/loyalty/send-code-card';

/** Step 1 asks for a code (or enrols); step 2 shows the member or the not-found state. */
function LoyaltyPage() {
  usePageMeta('Loyalty Rewards', 'Earn points on every purchase and redeem them for bundles, perks and samples.');
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
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <CodeLookupCard onLookup={setCode} />
            <JoinCard />
            <SendCodeCard />
          </SimpleGrid>
        ) : (
          <MemberView code={code} onReset={() => setCode(null)} />
        )}
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/loyalty')({ component: LoyaltyPage });
