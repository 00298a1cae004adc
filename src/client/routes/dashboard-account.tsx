import { Stack } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { PasswordChangeForm } from '../features/rep-account/password-change-form';
import { SignOutEverywhereCard } from '../features/rep-account/sign-out-everywhere-card';

function AccountPage() {
  return (
    <BackOfficePage title="Password and sign-in">
      <Stack maw={560}>
        <PasswordChangeForm />
        <SignOutEverywhereCard />
      </Stack>
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/account')({ component: AccountPage });
