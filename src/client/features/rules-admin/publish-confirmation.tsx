import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import type { EditedRules } from '../../../shared/recommendation-rules';
import { trpc } from '../../trpc';

const PREVIEW_RESPONSES = 200;

function Summary({ preview }: { preview: { compared: number; changed: number } }) {
  if (preview.compared === 0) return <Text>There are no quiz results yet to compare these rules with.</Text>;
  return (
    <Text fw={700}>
      {preview.changed} of {preview.compared} recent results would change
    </Text>
  );
}

/**
 * Asks before the saved draft goes live, with the preview's count of recent results it would
 * change; only the confirm button publishes.
 */
export function PublishConfirmation({ rules, publishing, onConfirm, onClose }: { rules: EditedRules; publishing: boolean; onConfirm: () => void; onClose: () => void }) {
  const preview = trpc.recommendationRules.preview.useMutation();
  const { mutate } = preview;
  useEffect(() => mutate({ rules, responses: PREVIEW_RESPONSES }), [mutate, rules]);
  return (
    <Modal opened onClose={onClose} title="Publish these rules?" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>Every new quiz result will use them at once.</Text>
        {preview.isPending && <Loader size="sm" aria-label="Checking what would change" />}
        {preview.data && <Summary preview={preview.data} />}
        {preview.error && <Alert color="orange">What would change could not be checked: {preview.error.message}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={publishing} disabled={preview.isPending} onClick={onConfirm}>
            Publish now
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
