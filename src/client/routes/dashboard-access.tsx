import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmailLinkPage } from '../components/email-link-page';
import { ConfirmAddressCard } from '../features/rep-account/email-links/confirm-address-card';
import { ForgotPasswordForm } from '../features/rep-account/email-links/forgot-password-form';
import { JoinForm } from '../features/rep-account/email-links/join-form';
import { ResetPasswordForm } from '../features/rep-account/email-links/reset-password-form';

const route = getRouteApi('/dashboard/access/$step');

/** Each page a back-office email opens, by the step in its address, and what it says when its link lost its token. */
const linkPages: Record<string, { incomplete: string; page: (token: string) => ReactNode }> = {
  join: { incomplete: 'This invitation link is incomplete', page: (token) => <JoinForm token={token} /> },
  'reset-password': { incomplete: 'This password reset link is incomplete', page: (token) => <ResetPasswordForm token={token} /> },
  'confirm-address': { incomplete: 'This confirmation link is incomplete', page: (token) => <ConfirmAddressCard token={token} /> },
};

function AccessPage() {
  const { step } = route.useParams();
  const { token } = route.useSearch();
  if (step === 'forgot-password') {
    return (
      <EmailLinkPage complete incompleteTitle="">
        <ForgotPasswordForm />
      </EmailLinkPage>
    );
  }
  const linkPage = linkPages[step];
  return (
    <EmailLinkPage complete={Boolean(linkPage && token)} incompleteTitle={linkPage?.incomplete ?? 'This link is not one we sent'}>
      {linkPage?.page(token ?? '')}
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/dashboard/access/$step')({ component: AccessPage });
