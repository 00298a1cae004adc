import { notifications } from '@mantine/notifications';

/**
 * Shows a toast in place of the one on screen. With one toast at a time (SPEC §4), a queued
 * toast would appear only after the previous one times out, long after the action it reports.
 */
export function showCartToast(title: string, message: string, color?: string): void {
  notifications.clean();
  notifications.show({ title, message, color });
}
