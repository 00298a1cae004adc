import { Alert, Loader } from '@mantine/core';
import { createLazyRoute } from '@tanstack/react-router';
import { BackOfficePage } from '../features/dashboard/back-office-page';
import { StoreSettingsEditor } from '../features/store-settings-admin/store-settings-editor';
import { trpc } from '../trpc';

function SettingsContent() {
  const settings = trpc.storeSettings.get.useQuery(undefined, { refetchOnWindowFocus: false });
  if (settings.error) return <Alert color="red">The settings could not be loaded. Please try again.</Alert>;
  if (!settings.data) return <Loader aria-label="Loading the settings" />;
  // Keyed by version: after a save or a reload the editor starts again from what was loaded.
  return <StoreSettingsEditor key={settings.data.version} opened={settings.data} />;
}

function SettingsPage() {
  return (
    <BackOfficePage title="Store settings">
      <SettingsContent />
    </BackOfficePage>
  );
}

export const Route = createLazyRoute('/dashboard/settings')({ component: SettingsPage });
