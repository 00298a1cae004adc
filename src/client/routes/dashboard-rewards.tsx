import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { RedemptionQueue } from '../features/reward-fulfilment/redemption-queue';

function DashboardRewardsPage() {
  return (
    <BackOfficePage title="Rewards to hand over">
      <RedemptionQueue />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/rewards')({ component: DashboardRewardsPage });
