import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in the shopper's words. */
  children: ReactNode;
  /** The action's own verb ("Clear cart"), clearer than a bare "Confirm". */
  confirmLabel: string;
  /** The confirm button's colour: red for what destroys, the theme's for what spends. */
  color?: string;
  /** While the action runs: the confirm button spins and the dialog stays. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be taken back. Cancel is the focused choice, so Enter or a
 * stray tap does not confirm.
 */
export function ConfirmModal({ opened, title, children, confirmLabel, color = 'red.9', pending = false, onConfirm, onClose }: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack>
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color={color} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
