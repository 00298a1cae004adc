import { Button, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AUTO_APPROVE_MAX_DAYS, type LoyaltySettings } from '../../../shared/loyalty-review';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';

const DEFAULT_DAYS = 14;

export function LoyaltySettingsCard() {
  const settings = trpc.loyaltyReview.settings.useQuery();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Claim settings
        </Title>
        {settings.data ? <SettingsForm saved={settings.data} /> : <Text c="gray.7">Loading…</Text>}
      </Stack>
    </Paper>
  );
}

function SettingsForm({ saved }: { saved: LoyaltySettings }) {
  const utils = trpc.useUtils();
  const [enabled, setEnabled] = useState(saved.autoApproveAfterDays !== null);
  const [days, setDays] = useState<number>(saved.autoApproveAfterDays ?? DEFAULT_DAYS);
  const save = trpc.loyaltyReview.saveSettings.useMutation({
    onSuccess: () => {
      showToast('Settings saved', 'The loyalty settings are updated.');
      void utils.loyaltyReview.settings.invalidate();
    },
    onError: (error) => showToast('Error', error.message, 'destructive'),
  });
  return (
    <>
      <Switch
        label="Approve claims automatically when no store order contradicts them"
        checked={enabled}
        onChange={(event) => setEnabled(event.currentTarget.checked)}
      />
      {enabled && (
        <NumberInput
          label="After this many days"
          min={1}
          max={AUTO_APPROVE_MAX_DAYS}
          allowDecimal={false}
          value={days}
          onChange={(value) => setDays(Number(value) || 1)}
          w={200}
        />
      )}
      <Text size="sm" c="gray.7">
        Off by default: every claim waits for you or for a matching store order.
      </Text>
      <Button w="fit-content" loading={save.isPending} onClick={() => save.mutate({ autoApproveAfterDays: enabled ? days : null })}>
        Save settings
      </Button>
    </>
  );
}
