import { useEffect, useSyncExternalStore } from 'react';
import { getToastHost, loadToastHost, subscribeToastHost } from './toast';
import { whenIdle } from './when-idle';

// Toasts answer what the visitor does: their code starts loading at the first tap or key press,
// while the action's request is still on its way (or on idle, whichever comes first).
const firstInput = ['pointerdown', 'keydown'] as const;

/** Mounts the toast container once its code has loaded. */
export function ToastRoot() {
  const host = useSyncExternalStore(subscribeToastHost, getToastHost, () => null);
  useEffect(() => {
    const load = () => void loadToastHost();
    for (const type of firstInput) window.addEventListener(type, load, { once: true, passive: true });
    const cancelIdle = whenIdle(load);
    return () => {
      for (const type of firstInput) window.removeEventListener(type, load);
      cancelIdle();
    };
  }, []);
  return host ? <host.ToastHost /> : null;
}
