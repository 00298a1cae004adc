import { Box } from '@mantine/core';
import type { LoyaltyTier } from '../../../shared/loyalty';
import classes from './loyalty.module.css';

const tierClass: Record<LoyaltyTier, string> = {
  Bronze: classes.bronze,
  Silver: classes.silver,
  Gold: classes.gold,
  Platinum: classes.platinum,
};

/** A medal for the metal tiers, a gem for Platinum; drawn in the badge's text colour. */
function TierIcon({ tier }: { tier: LoyaltyTier }) {
  if (tier === 'Platinum') {
    return (
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 3h12l4 6-10 12L2 9z" fill="currentColor" opacity="0.9" />
        <path d="M2 9h20M9 3l3 18 3-18" stroke="var(--tier-ink)" strokeWidth="1.2" fill="none" opacity="0.6" />
      </svg>
    );
  }
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 2h4l2 6H9zM13 2h4l-2 6h-4z" fill="currentColor" opacity="0.7" />
      <circle cx="12" cy="15" r="7" fill="currentColor" />
      <path d="M12 11.2l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z" fill="var(--tier-ink)" />
    </svg>
  );
}

export function TierBadge({ tier }: { tier: LoyaltyTier }) {
  return (
    <Box component="span" className={`${classes.tierBadge} ${tierClass[tier]}`} data-tier={tier}>
      <TierIcon tier={tier} />
      {tier}
    </Box>
  );
}
