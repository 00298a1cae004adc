import { useEffect, useRef } from 'react';

/**
 * A notice that is the only word on a failure: scrolled into view when it appears, so a save
 * pressed at the bottom of a long form on a phone is not answered off screen.
 */
export function useReveal<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (shown) ref.current?.scrollIntoView({ block: 'center' });
  }, [shown]);
  return ref;
}
