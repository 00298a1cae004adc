import type { ReactElement } from 'react';

/** SPEC §3: a toast is 'default' or 'destructive'. */
export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  title: string;
  message: string;
  variant: ToastVariant;
}

/** What the mounted host does: show a toast in place of the one on screen, or take one away. */
interface ToastDisplay {
  show: (toast: Toast) => void;
  /** Hides the toast on screen if it has this title. */
  withdraw: (title: string) => void;
}
/** What toast-host.tsx offers once loaded (named here, so this module does not import it). */
interface ToastHostModule {
  ToastHost: () => ReactElement;
}

// The toast system (Mantine notifications, its transitions and styles) is not needed for the
// first paint: it loads at the visitor's first tap or key press or when the page is idle (see
// ToastRoot), and at the latest with the first toast, which then shows as soon as it is mounted.
let display: ToastDisplay | null = null;
let pending: Toast | null = null;
let hostModule: ToastHostModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadToastHost(): Promise<void> {
  loading ??= import('./toast-host').then((module) => {
    hostModule = module;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** For useSyncExternalStore in the toast root: the host module once loaded. */
export function getToastHost(): ToastHostModule | null {
  return hostModule;
}

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted host; shows a toast requested while it was loading. */
export function connectToastDisplay(host: ToastDisplay): () => void {
  display = host;
  if (pending) host.show(pending);
  pending = null;
  return () => {
    if (display === host) display = null;
  };
}

/** Shows a toast in place of the one on screen (SPEC §9: one at a time). */
export function showToast(title: string, message: string, variant: ToastVariant = 'default'): void {
  const toast = { title, message, variant };
  if (display) {
    display.show(toast);
    return;
  }
  pending = toast;
  void loadToastHost();
}

/** Takes a toast away once what it asked for is done (an answer chosen): only if it is the one on screen. */
export function withdrawToast(title: string): void {
  if (pending?.title === title) pending = null;
  display?.withdraw(title);
}
