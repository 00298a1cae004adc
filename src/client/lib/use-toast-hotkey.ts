import { useHotkeys } from '@mantine/hooks';

const TOAST_CLOSE = '.mantine-Notifications-root .mantine-Notification-closeButton';

/**
 * SPEC §9: F8 moves keyboard focus to the toast on screen (its close button), so a keyboard or
 * screen-reader user can reach it; without a toast, F8 does nothing. Escape closes the toast.
 */
export function useToastHotkey(): void {
  useHotkeys([
    ['Escape', () => document.querySelector<HTMLButtonElement>(TOAST_CLOSE)?.click()],
    [
      'F8',
      () => {
        const close = document.querySelector<HTMLButtonElement>(TOAST_CLOSE);
        close?.focus();
      },
    ],
  ]);
}
