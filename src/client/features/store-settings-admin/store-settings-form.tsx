import { Button, NumberInput, Paper, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatCents } from '../../../shared/money';
import { MAX_FREE_SHIPPING_THRESHOLD_CENTS, MAX_SURVEY_FOLLOW_UP_DELAY_MINUTES, MAX_SURVEY_INVITE_DELAY_HOURS, MAX_UNCONFIRMED_RETENTION_DAYS, type StoreSettings } from '../../../shared/store-settings';
import type { SettingsFormValues } from './settings-form-values';
import { countOf } from '../../../shared/count-words';
import { socialLinkSettings } from '../../../shared/shopper-settings';

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

const hours = (value: number) => `${countOf(value, 'hour')}${value >= 48 && value % 24 === 0 ? ` (${value / 24} days)` : ''}`;

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
        <Group title="Social media">
          {socialLinkSettings.map(({ name, label }) => (
            <TextInput
              key={name}
              label={`${label} address (optional)`}
              description="Starts with https://; the footer links to it. Leave empty for no link."
              placeholder={`https://www.${label.toLowerCase()}.com/…`}
              {...readable}
              {...form.getInputProps(name)}
            />
          ))}
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
          <NumberInput
            label="Survey recommendation sent after (minutes)"
            description={`Counted from a survey answer; time to add a personal line. 0 to 1,440 (the promised 24 hours). Default: ${defaults.surveyFollowUpDelayMinutes} minutes`}
            allowDecimal={false}
            min={0}
            max={MAX_SURVEY_FOLLOW_UP_DELAY_MINUTES}
            {...readable}
            {...form.getInputProps('surveyFollowUpDelayMinutes')}
          />
        </Group>
        <Group title="Member offer (day-6 email)">
          <Textarea
            label="Offer (optional)"
            description="What members get, in one line. With no offer (or after its end date) the day-6 email is skipped."
            autosize
            minRows={1}
            {...readable}
            {...form.getInputProps('memberOfferText')}
          />
          <TextInput label="Offer code (optional)" description="Letters, digits, - or _" {...readable} {...form.getInputProps('memberOfferCode')} />
          <TextInput
            label="Last day of the offer (optional)"
            description="YYYY-MM-DD; the offer runs through that whole day (UTC). Leave empty for no end date."
            placeholder="2026-12-31"
            {...readable}
            {...form.getInputProps('memberOfferExpiresOn')}
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
        <Group title="Daily digest">
          <Switch
            label="Email me a daily digest"
            description="Sent to the shop's address above on days when claims or rewards wait, or members, survey answers or failed emails are new; nothing on a quiet day."
            // A switch's description takes its colour from styles (the fields' descriptionProps do not reach it).
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            {...form.getInputProps('digestEnabled', { type: 'checkbox' })}
          />
          <TextInput
            label="Digest sent at (HH:MM)"
            description={`The server's clock, 24-hour. Default: ${defaults.digestTime}`}
            placeholder="08:00"
            {...readable}
            {...form.getInputProps('digestTime')}
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
