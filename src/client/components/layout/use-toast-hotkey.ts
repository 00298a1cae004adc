import { useHotkeys } from '@mantine/hooks';

/**
 * SPEC §9: F8 moves keyboard focus to the toast on screen (its close button), so a keyboard or
 * screen-reader user can reach it; without a toast, F8 does nothing.
 */
export function useToastHotkey(): void {
  useHotkeys([
    [
      'F8',
      () => {
        const close = document.querySelector<HTMLButtonElement>('.mantine-Notifications-root .mantine-Notification-closeButton');
        close?.focus();
      },
    ],
  ]);
}
