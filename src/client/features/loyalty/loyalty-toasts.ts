import { notifications } from '@mantine/notifications';

// Only one toast shows at a time: the newest replaces the old one instead of waiting behind it.
export function showSuccess(title: string, message: string): void {
  notifications.clean();
  notifications.show({ title, message, color: 'green' });
}

/** The server's message when there is one, otherwise the screen's own fallback. */
export function showError(error: { message?: string } | null | undefined, fallback: string): void {
  notifications.clean();
  notifications.show({ title: 'Error', message: error?.message || fallback, color: 'red' });
}
