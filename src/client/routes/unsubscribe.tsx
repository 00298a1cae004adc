import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { EmailLinkPage } from '../components/email-link-page';
import { UnsubscribeCard } from '../features/account/unsubscribe-card';

const route = getRouteApi('/unsubscribe');

function UnsubscribePage() {
  const { m, s } = route.useSearch();
  return (
    <EmailLinkPage complete={Boolean(m && s)} incompleteTitle="This unsubscribe link is incomplete">
      <UnsubscribeCard m={m ?? ''} s={s ?? ''} />
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/unsubscribe')({ component: UnsubscribePage });
