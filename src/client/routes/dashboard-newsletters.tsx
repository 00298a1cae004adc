import { Alert, Button, Loader, Paper, Stack, Title } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { NewsletterEditor } from '../features/newsletter/newsletter-editor';
import { NewslettersTable } from '../features/newsletter/newsletters-table';
import { SubscriberCounts } from '../features/newsletter/subscriber-counts';
import { SubscribersTable } from '../features/newsletter/subscribers-table';
import { trpc } from '../trpc';

type Opened = number | 'new' | null;

/** Inside the sign-in gate, so the list is asked for only once the representative is signed in. */
function NewslettersContent({ open, setOpen }: { open: Opened; setOpen: (open: Opened) => void }) {
  const list = trpc.newsletterAdmin.list.useQuery();
  const openedNewsletter = typeof open === 'number' ? list.data?.newsletters.find((newsletter) => newsletter.id === open) : undefined;
  return list.error ? (
    <Alert color="red" title="The newsletters could not be loaded">
      {list.error.message}
    </Alert>
  ) : !list.data ? (
    <Loader aria-label="Loading newsletters" />
  ) : (
    <Stack gap="lg">
      <SubscriberCounts counts={list.data.subscribers} />
      {open === 'new' || openedNewsletter ? (
        <NewsletterEditor key={open === 'new' ? 'new' : `${openedNewsletter!.id}`} newsletter={openedNewsletter} onSaved={(saved) => setOpen(saved.id)} />
      ) : null}
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <Title order={2} fz="h3">
            Campaigns
          </Title>
          <NewslettersTable newsletters={list.data.newsletters} onOpen={setOpen} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <Title order={2} fz="h3">
            Subscribers
          </Title>
          <SubscribersTable />
        </Stack>
      </Paper>
    </Stack>
  );
}

function NewslettersPage() {
  // The editor shows one newsletter (by id), a new one, or nothing.
  const [open, setOpen] = useState<Opened>(null);
  return (
    <BackOfficePage
      title="Newsletters"
      actions={
        <Button onClick={() => setOpen('new')} disabled={open === 'new'}>
          New newsletter
        </Button>
      }
    >
      <NewslettersContent open={open} setOpen={setOpen} />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/newsletters')({ component: NewslettersPage });
