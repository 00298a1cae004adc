import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { AdminStoreSettings } from '../../../shared/store-settings';
import { showToast } from '../../lib/toast';
import { useReveal } from '../../lib/use-reveal';
import { trpc } from '../../trpc';
import { changesOf, fieldOfSetting, formValuesOf, validateSettings } from './settings-form-values';
import { StoreSettingsForm } from './store-settings-form';

/**
 * Edits the version it opened (the page starts a new editor for each version loaded): if the
 * settings were saved elsewhere in between, saving says so instead of overwriting.
 */
export function StoreSettingsEditor({ opened }: { opened: AdminStoreSettings }) {
  const utils = trpc.useUtils();
  const [stale, setStale] = useState(false);
  const staleNotice = useReveal<HTMLDivElement>(stale);
  const form = useForm({ initialValues: formValuesOf(opened.settings), validate: (values) => validateSettings(values, opened.settings) });
  const update = trpc.storeSettings.update.useMutation({
    onSuccess: (saved) => {
      showToast('Settings saved', 'Shoppers see the new settings now.');
      utils.storeSettings.get.setData(undefined, saved);
      void utils.storeSettings.public.invalidate();
    },
    onError: (error) => {
      const field = error.data?.field ? fieldOfSetting(error.data.field) : undefined;
      // A stale save is said once, by the notice above the form.
      if (error.data?.httpStatus === 409 && error.data.field === 'version') return setStale(true);
      if (field) form.setFieldError(field, error.message);
      showToast('Error', error.message, 'destructive');
    },
  });
  return (
    <Stack>
      <Text size="sm" c="gray.7">
        {opened.updatedAt ? `Version ${opened.version}, saved ${new Date(opened.updatedAt).toLocaleString('en-US')}` : 'Never saved: every setting is its default.'}
      </Text>
      {stale && (
        <Alert ref={staleNotice} color="orange" title="Changed since you opened it" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">These settings were saved somewhere else after you opened them, so your changes were not saved. Reload to see the new version, then make your changes again.</Text>
            <Button size="xs" variant="light" color="orange" onClick={() => void utils.storeSettings.get.invalidate()}>
              Reload settings
            </Button>
          </Stack>
        </Alert>
      )}
      <StoreSettingsForm
        form={form}
        defaults={opened.defaults}
        saving={update.isPending}
        onSubmit={(values) => update.mutate({ version: opened.version, ...changesOf(values, opened.settings) })}
      />
    </Stack>
  );
}
