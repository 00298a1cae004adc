// Loaded only when the server asks for a check (see human-check.tsx): the widget never enters
// the first load. `altcha/external` brings no inline worker (a blob: worker would break the
// page's script-src 'self'): its PBKDF2 worker is a file of our own origin.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';
import { HUMAN_CHECK_CHALLENGE_PATH } from '../../../shared/human-check';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

// No logo or link to the vendor's site; the proof is the only thing the widget adds.
const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, minDuration: 0, humanInteractionSignature: false });

export interface AltchaWidgetProps {
  /** Start solving at once (after a plain submit) or wait for the checkbox (after a failed check). */
  auto: boolean;
  onSolved(payload: string): void;
}

/** The ALTCHA widget: fetches a challenge, solves it in a worker, hands over the payload. */
export default function AltchaWidget({ auto, onSolved }: AltchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail.payload;
      if (payload) onSolved(payload);
    };
    element.addEventListener('verified', verified);
    return () => element.removeEventListener('verified', verified);
  }, [onSolved]);
  return <altcha-widget ref={widget} challenge={HUMAN_CHECK_CHALLENGE_PATH} auto={auto ? 'onload' : 'off'} name="altcha" configuration={CONFIGURATION} />;
}
