import { notifications } from '@mantine/notifications';

/** SPEC §3: a toast is 'default' or 'destructive'. */
export type ToastVariant = 'default' | 'destructive';

const colors: Record<ToastVariant, string | undefined> = { default: undefined, destructive: 'red' };

/**
 * Shows a toast in place of the one on screen. With one toast at a time (SPEC §9), a queued
 * toast would appear only after the previous one times out, long after the action it reports.
 */
export function showToast(title: string, message: string, variant: ToastVariant = 'default'): void {
  notifications.clean();
  notifications.show({
    title,
    message,
    color: colors[variant],
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}
