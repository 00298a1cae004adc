import { Button, NumberInput, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import { MAX_FREE_SHIPPING_THRESHOLD_CENTS, MAX_SURVEY_INVITE_DELAY_HOURS, type StoreSettings, MAX_UNCONFIRMED_RETENTION_DAYS } from '../../../shared/store-settings';
import type { SettingsFormValues } from './settings-form-values';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="fieldset">
      <Stack>
        <Title order={2} fz="h4" component="legend">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

// Mantine's dimmed description grey is too faint on white (3.3:1); the page's other secondary text is gray.7.
const readable = { descriptionProps: { c: 'gray.7' } };

const hours = (value: number) => `${value} hours${value >= 48 && value % 24 === 0 ? ` (${value / 24} days)` : ''}`;

/** Every setting, each with its default named (what it is when never saved). */
export function StoreSettingsForm({ form, defaults, saving, onSubmit }: { form: UseFormReturnType<SettingsFormValues>; defaults: StoreSettings; saving: boolean; onSubmit: (values: SettingsFormValues) => void }) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <Group title="Shop">
          <TextInput
            label="Storefront address"
            description={`Product and shop links open this address plus the product's store path. Default: ${defaults.storeUrl}`}
            {...readable}
            {...form.getInputProps('storeUrl')}
          />
          <NumberInput
            label="Free shipping from ($)"
            description={`Shown in the cart and on the Help page; 0 means every order. Default: ${formatCents(defaults.freeShippingThresholdCents)}`}
            decimalScale={2}
            min={0}
            max={MAX_FREE_SHIPPING_THRESHOLD_CENTS / 100}
            {...readable}
            {...form.getInputProps('freeShippingThreshold')}
          />
        </Group>
        <Group title="Contact details">
          <TextInput label="Contact email" type="email" description={`Shown on the Help page. Default: ${defaults.contactEmail}`} {...readable} {...form.getInputProps('contactEmail')} />
          <TextInput label="Contact phone (optional)" type="tel" description="Leave empty to show no number" {...readable} {...form.getInputProps('contactPhone')} />
          <Textarea
            label="Support note (optional)"
            description="A line under your contact details, such as when you answer"
            autosize
            minRows={2}
            {...readable}
            {...form.getInputProps('supportNote')}
          />
        </Group>
        <Group title="Emails">
          <NumberInput
            label="Usage survey sent after (hours)"
            description={`Counted from when a customer confirms her email; applies to confirmations from now on. Default: ${hours(defaults.surveyInviteDelayHours)}`}
            allowDecimal={false}
            min={0}
            max={MAX_SURVEY_INVITE_DELAY_HOURS}
            {...readable}
            {...form.getInputProps('surveyInviteDelayHours')}
          />
        </Group>
        <Group title="Backups">
          <TextInput
            label="Daily backup at (HH:MM)"
            description={`The server saves a copy of all the shop's data every day at this time (the server's clock, 24-hour). Default: ${defaults.backupTimeOfDay}`}
            placeholder="03:00"
            {...readable}
            {...form.getInputProps('backupTimeOfDay')}
          />
        </Group>
        <Group title="Personal data">
          <NumberInput
            label="Erase unconfirmed email captures after (days)"
            description={`An address nobody confirmed is erased with everything stored about it once it is this old (checked daily). Default: ${defaults.unconfirmedRetentionDays} days`}
            allowDecimal={false}
            min={1}
            max={MAX_UNCONFIRMED_RETENTION_DAYS}
            {...readable}
            {...form.getInputProps('unconfirmedRetentionDays')}
          />
        </Group>
        <Button type="submit" loading={saving} w="fit-content">
          Save settings
        </Button>
      </Stack>
    </form>
  );
}
