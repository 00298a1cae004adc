import { useEffect } from 'react';

/**
 * Marks the document once React has attached to all of the server's markup: buttons tapped
 * before then are clicked again (tap-replay.ts), and browser tests wait for it; the performance
 * mark times it. Drawn last inside the page's content, so on a back-office page, whose frame
 * hydrates once its own code has arrived, the mark waits for the frame too.
 */
export function HydrationMark() {
  useEffect(() => {
    performance.mark('hydrated');
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
