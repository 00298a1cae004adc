import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Connecting a storefront that can push its orders: the address to send them to, and the
 * signing secret, shown once when made. A new secret replaces the old one, which keeps
 * working for a day so the storefront can be updated without losing orders.
 */
export function StoreOrderPushCard() {
  const utils = trpc.useUtils();
  const status = trpc.storeOrders.webhookSecret.useQuery();
  const [secret, setSecret] = useState<string | null>(null);
  const rotate = trpc.storeOrders.rotateWebhookSecret.useMutation({
    onSuccess: (made) => {
      setSecret(made.secret);
      void utils.storeOrders.webhookSecret.invalidate();
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  const configured = status.data?.configured ?? false;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Orders pushed by your storefront
        </Title>
        <Text size="sm" c="gray.7">
          A storefront that sends order webhooks can push each order, with its lines, to <Code>POST /api/store/orders</Code> on this site, signed with
          the Standard Webhooks scheme (headers webhook-id, webhook-timestamp and webhook-signature). Pushed orders count like imported ones; sending
          one twice records it once.
        </Text>
        {status.data && (
          <Text size="sm">
            {configured && status.data.rotatedAt ? `Signing secret made ${dateTime(status.data.rotatedAt)}.` : 'No signing secret yet: pushes are refused until you make one.'}
            {status.data.previousValidUntil && ` The one before it keeps working until ${dateTime(status.data.previousValidUntil)}.`}
          </Text>
        )}
        {secret && (
          <Alert color="yellow" title="Copy the secret now: it is not shown again">
            <Stack gap="xs">
              <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {secret}
              </Code>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} w="fit-content">
                    {copied ? 'Copied' : 'Copy secret'}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Alert>
        )}
        <Group>
          <Button variant={configured ? 'default' : 'filled'} loading={rotate.isPending} disabled={!status.data} onClick={() => rotate.mutate()}>
            {configured ? 'Make a new secret' : 'Make a signing secret'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
