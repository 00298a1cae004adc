import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { connectToastDisplay, type Toast, type ToastVariant } from './toast';
import { useToastHotkey } from './use-toast-hotkey';

const colors: Record<ToastVariant, string | undefined> = { default: undefined, destructive: 'red' };

/** The toast on screen (or last shown), so it can be withdrawn by its title. */
let shown: { id: string; title: string } | null = null;

/**
 * With one toast at a time, a queued toast would appear only after the previous one times out,
 * long after the action it reports: a new toast replaces the one on screen.
 */
function show({ title, message, variant }: Toast): void {
  notifications.clean();
  const id = notifications.show({
    title,
    message,
    color: colors[variant],
    // Mantine's dimmed grey reads at 3.3:1 on white; this one at 7:1 (WCAG AA asks 4.5).
    styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    closeButtonProps: { 'aria-label': 'Close notification' },
    ...swipeToDismiss(() => notifications.hide(id)),
  });
  shown = { id, title };
}

function withdraw(title: string): void {
  if (shown?.title !== title) return;
  notifications.hide(shown.id);
  shown = null;
}

const display = { show, withdraw };

/** A finger that slides a toast sideways by more than this many pixels dismisses it. */
const SWIPE_PX = 60;

function swipeToDismiss(dismiss: () => void) {
  let startX: number | null = null;
  return {
    onTouchStart: (event: React.TouchEvent) => {
      startX = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX !== null && endX !== undefined && Math.abs(endX - startX) > SWIPE_PX) dismiss();
      startX = null;
    },
  };
}

/** Loaded on demand by toast.ts (`import('./toast-host')`). @public */
export function ToastHost() {
  // The keys reach a toast, so they are listened for from when a toast can show (not in the first load).
  useToastHotkey();
  // Children's effects run first, so the container has set its limit and position by now.
  useEffect(() => connectToastDisplay(display), []);
  // SPEC: at most one toast at a time, shown for 5 s, at most 420 px wide (narrower on phones).
  return <Notifications limit={1} autoClose={5000} position="top-right" containerWidth={420} />;
}
