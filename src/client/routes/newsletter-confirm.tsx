import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EmailLinkPage } from '../components/email-link-page';
import { NewsletterConfirmCard } from '../features/newsletter/newsletter-confirm-card';

const route = getRouteApi('/newsletter/confirm');

function NewsletterConfirmPage() {
  const { token } = route.useSearch();
  return (
    <EmailLinkPage complete={Boolean(token)} incompleteTitle="This confirmation link is incomplete">
      <NewsletterConfirmCard token={token ?? ''} />
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/newsletter/confirm')({ component: NewsletterConfirmPage });
