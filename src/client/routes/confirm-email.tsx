import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EmailLinkPage } from '../components/email-link-page';
import { usePageMeta } from '../components/use-page-meta';
import { ConfirmEmailCard } from '../features/account/confirm-email-card';

const route = getRouteApi('/confirm-email');

function ConfirmEmailPage() {
  usePageMeta('Confirm your email');
  const { token } = route.useSearch();
  return (
    <EmailLinkPage complete={Boolean(token)} incompleteTitle="This confirmation link is incomplete">
      <ConfirmEmailCard token={token ?? ''} />
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/confirm-email')({ component: ConfirmEmailPage });
