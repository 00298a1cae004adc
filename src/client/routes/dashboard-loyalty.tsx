import { Anchor, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { usePageMeta } from '../components/use-page-meta';
import { RepGate } from '../features/dashboard/rep-gate';
import { ClaimsReviewCard } from '../features/loyalty-review/claims-review-card';
import { LoyaltySettingsCard } from '../features/loyalty-review/loyalty-settings-card';
import { PointsAdjustmentCard } from '../features/loyalty-review/points-adjustment-card';
import { StoreOrderImportCard } from '../features/loyalty-review/store-order-import-card';

function LoyaltyBackOffice() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/dashboard" size="sm">
            ← Dashboard
          </Anchor>
          <Title order={1}>Loyalty claims and points</Title>
        </div>
        <ClaimsReviewCard />
        <StoreOrderImportCard />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <PointsAdjustmentCard />
          <LoyaltySettingsCard />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}

function DashboardLoyaltyPage() {
  usePageMeta('Loyalty claims');
  return (
    <RepGate>
      <LoyaltyBackOffice />
    </RepGate>
  );
}

export const Route = createLazyRoute('/dashboard/loyalty')({ component: DashboardLoyaltyPage });
