import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EmailLinkPage } from '../components/email-link-page';
import { ConfirmEmailCard } from '../features/account/confirm-email-card';

const route = getRouteApi('/confirm-email');

function ConfirmEmailPage() {
  const { token } = route.useSearch();
  return (
    <EmailLinkPage complete={Boolean(token)} incompleteTitle="This confirmation link is incomplete">
      <ConfirmEmailCard token={token ?? ''} />
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/confirm-email')({ component: ConfirmEmailPage });
