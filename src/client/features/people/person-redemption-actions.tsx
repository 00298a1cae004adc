import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { PersonProfile } from '../../../shared/people';
import type { AdminRedemption } from '../../../shared/redemptions';
import { CancelModal, FulfilModal } from '../../components/back-office/redemption-decision-modals';
import { useRedemptionDecisions } from '../../components/back-office/use-redemption-decisions';

type ProfileRedemption = PersonProfile['redemptions'][number];

/** The profile's row as the decision dialogs read it (the age is not shown there). */
function asAdminRedemption(redemption: ProfileRedemption, person: Pick<PersonProfile, 'firstName' | 'email'> & { loyaltyCode: string }): AdminRedemption {
  return { ...redemption, memberName: person.firstName, memberEmail: person.email, loyaltyCode: person.loyaltyCode, ageSeconds: 0 };
}

/** Fulfil or cancel an issued reward from the person's profile, with the same dialogs as the rewards queue. */
export function PersonRedemptionActions({ redemption, person }: { redemption: ProfileRedemption; person: Pick<PersonProfile, 'firstName' | 'email'> & { loyaltyCode: string } }) {
  const [open, setOpen] = useState<'fulfil' | 'cancel' | null>(null);
  const { fulfil, cancel } = useRedemptionDecisions(() => setOpen(null));
  const shown = asAdminRedemption(redemption, person);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" onClick={() => setOpen('fulfil')} aria-label={`Fulfil ${redemption.redemptionCode}`}>
        Fulfil
      </Button>
      <Button size="xs" variant="default" onClick={() => setOpen('cancel')} aria-label={`Cancel ${redemption.redemptionCode}`}>
        Cancel
      </Button>
      {open === 'fulfil' && (
        <FulfilModal
          redemption={shown}
          pending={fulfil.isPending}
          onClose={() => setOpen(null)}
          onConfirm={(note) => fulfil.mutate({ id: redemption.id, ...(note ? { note } : {}) })}
        />
      )}
      {open === 'cancel' && (
        <CancelModal redemption={shown} pending={cancel.isPending} onClose={() => setOpen(null)} onConfirm={(reason) => cancel.mutate({ id: redemption.id, reason })} />
      )}
    </Group>
  );
}
