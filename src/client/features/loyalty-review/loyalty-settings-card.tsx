import { Alert, Button, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  AUTO_APPROVE_MAX_DAYS,
  type LoyaltySettings,
  type LoyaltySettingsForm,
  loyaltySettingsFormSchema,
  MAX_POINTS_PER_DOLLAR,
  MAX_TIER_THRESHOLD,
} from '../../../shared/loyalty-settings';
import { showToast } from '../../lib/toast';
import { useReveal } from '../../lib/use-reveal';
import { trpc } from '../../trpc';
import { TierChangeNote } from './tier-change-note';

const DEFAULT_DAYS = 14;

/** The programme's settings: how points are earned, where the tiers start, and auto-approval. */
export function LoyaltySettingsCard() {
  const settings = trpc.loyaltyReview.settings.useQuery(undefined, { refetchOnWindowFocus: false });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" id="programme-settings" aria-labelledby="programme-settings-title">
      <Stack>
        <Title order={2} fz="h3" id="programme-settings-title">
          Programme settings
        </Title>
        {settings.error && <Alert color="red">The settings could not be loaded. Please try again.</Alert>}
        {/* A new version (saved here, or reloaded after a conflict) starts the form afresh. */}
        {settings.data ? (
          <SettingsForm key={settings.data.version} saved={settings.data} onReload={() => void settings.refetch()} />
        ) : (
          !settings.error && <Text c="gray.7">Loading…</Text>
        )}
      </Stack>
    </Paper>
  );
}

function formValuesOf(saved: LoyaltySettings): LoyaltySettingsForm {
  return {
    pointsPerDollar: saved.pointsPerDollar,
    tierThresholds: saved.tierThresholds,
    autoApprove: saved.autoApproveAfterDays !== null,
    autoApproveDays: saved.autoApproveAfterDays ?? DEFAULT_DAYS,
  };
}

const thresholdInput = { min: 1, max: MAX_TIER_THRESHOLD, allowDecimal: false, allowNegative: false, thousandSeparator: ',' } as const;

/** Saves over the version it opened: if someone saved in between, it says so instead of overwriting. */
function SettingsForm({ saved, onReload }: { saved: LoyaltySettings; onReload: () => void }) {
  const utils = trpc.useUtils();
  const [stale, setStale] = useState(false);
  const staleNotice = useReveal<HTMLDivElement>(stale);
  const form = useForm<LoyaltySettingsForm>({ initialValues: formValuesOf(saved), validate: schemaResolver(loyaltySettingsFormSchema, { sync: true }) });
  const update = trpc.loyaltyReview.updateSettings.useMutation({
    onSuccess: ({ membersMoved }) => {
      const moved = membersMoved === 1 ? '1 member moved to another tier.' : `${membersMoved} members moved to another tier.`;
      showToast('Settings saved', membersMoved > 0 ? moved : 'The loyalty settings are updated.');
      void utils.loyaltyReview.settings.invalidate();
      void utils.loyaltyReview.members.invalidate();
    },
    onError: (error) => {
      // A stale save is said once, by the notice above the form.
      if (error.data?.httpStatus === 409) return setStale(true);
      if (error.data?.field) form.setFieldError(error.data.field === 'autoApproveAfterDays' ? 'autoApproveDays' : error.data.field, error.message);
      showToast('Error', error.message, 'destructive');
    },
  });
  const submit = form.onSubmit((values) => {
    const input = loyaltySettingsFormSchema.parse(values);
    update.mutate({
      version: saved.version,
      pointsPerDollar: input.pointsPerDollar,
      tierThresholds: input.tierThresholds,
      autoApproveAfterDays: input.autoApprove ? input.autoApproveDays : null,
    });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {stale && (
          <Alert ref={staleNotice} color="orange" title="Changed since you opened it" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Someone saved these settings after you opened them, so yours were not saved. Reload to see theirs, then make your change again.</Text>
              <Button size="xs" variant="light" onClick={onReload}>
                Reload settings
              </Button>
            </Stack>
          </Alert>
        )}
        <NumberInput
          label="Points per dollar"
          min={1}
          max={MAX_POINTS_PER_DOLLAR}
          allowDecimal={false}
          allowNegative={false}
          maw={360}
          {...form.getInputProps('pointsPerDollar')}
        />
        <Text size="sm" c="gray.7">
          Whole points for every whole dollar of a purchase, from the next claim on; claims already made keep their points.
        </Text>
        <Text fw={600} size="sm">
          Tiers by total points earned (Bronze starts at 0)
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <NumberInput label="Silver from" {...thresholdInput} {...form.getInputProps('tierThresholds.silver')} />
          <NumberInput label="Gold from" {...thresholdInput} {...form.getInputProps('tierThresholds.gold')} />
          <NumberInput label="Platinum from" {...thresholdInput} {...form.getInputProps('tierThresholds.platinum')} />
        </SimpleGrid>
        <TierChangeNote saved={saved.tierThresholds} edited={form.getValues().tierThresholds} />
        <Switch label="Approve claims automatically when no store order contradicts them" {...form.getInputProps('autoApprove', { type: 'checkbox' })} />
        {form.getValues().autoApprove && (
          <NumberInput label="After this many days" min={1} max={AUTO_APPROVE_MAX_DAYS} allowDecimal={false} w={200} {...form.getInputProps('autoApproveDays')} />
        )}
        <Text size="sm" c="gray.7">
          Auto-approval is off by default: every claim waits for you or for a matching store order.
        </Text>
        <Button type="submit" w="fit-content" loading={update.isPending} disabled={stale}>
          Save settings
        </Button>
      </Stack>
    </form>
  );
}
