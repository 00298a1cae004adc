import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { outcomeChoices } from '../../shared/outcomes';
import { EmailLinkPage } from '../components/email-link-page';
import { OutcomeCard } from '../features/outcomes/outcome-card';

const route = getRouteApi('/outcome/$token');

/** `<person id>.<product id>.<signature>`, as the emails write it. */
const TOKEN = /^[0-9]{1,10}\.[0-9]{1,10}\.[A-Za-z0-9_-]{32}$/;

function OutcomePage() {
  const { token } = route.useParams();
  const { answer } = route.useSearch();
  const chosen = outcomeChoices.find((value) => value === answer);
  return (
    <EmailLinkPage complete={TOKEN.test(token)} incompleteTitle="This link is incomplete">
      <OutcomeCard token={token} chosen={chosen} />
    </EmailLinkPage>
  );
}

export const Route = createLazyRoute('/outcome/$token')({ component: OutcomePage });
