import { Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useBackOfficeAccount } from '../components/back-office/back-office-account';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { OwnerAddressCard } from '../features/rep-account/owner-address-card';
import { PasswordChangeForm } from '../features/rep-account/password-change-form';
import { SecondFactorCard } from '../components/back-office/second-factor-card';
import { SessionsCard } from '../features/rep-account/sessions-card';
import { SignOutEverywhereCard } from '../features/rep-account/sign-out-everywhere-card';

function AccountCards() {
  const account = useBackOfficeAccount();
  return (
    <Stack maw={640}>
      {account?.needsEmail && <OwnerAddressCard />}
      <SecondFactorCard enabled={account?.secondFactor ?? false} />
      <PasswordChangeForm />
      <SessionsCard />
      <SignOutEverywhereCard />
    </Stack>
  );
}

function AccountPage() {
  return (
    <BackOfficePage title="Password and sign-in">
      <AccountCards />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/account')({ component: AccountPage });
