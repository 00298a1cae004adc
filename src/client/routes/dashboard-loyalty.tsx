import { SimpleGrid } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { ClaimsReviewCard } from '../features/loyalty-review/claims-review-card';
import { LoyaltySettingsCard } from '../features/loyalty-review/loyalty-settings-card';
import { PointsAdjustmentCard } from '../features/loyalty-review/points-adjustment-card';
import { RewardsCard } from '../features/loyalty-review/rewards-card';
import { StoreOrderImportCard } from '../features/loyalty-review/store-order-import-card';
import { StoreOrderPushCard } from '../features/store-orders/store-order-push-card';

function DashboardLoyaltyPage() {
  return (
    <BackOfficePage title="Loyalty: claims, points and rewards">
      <ClaimsReviewCard />
      <StoreOrderImportCard />
      <StoreOrderPushCard />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PointsAdjustmentCard />
        <LoyaltySettingsCard />
      </SimpleGrid>
      <RewardsCard />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/loyalty')({ component: DashboardLoyaltyPage });
