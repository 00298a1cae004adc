import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import classes from './human-check.module.css';

const AltchaWidget = lazy(() => import('./altcha-widget'));

/** A tRPC error that asks for the browser check (428, field `altcha`: past the per-address soft mail limit). */
export function asksForHumanCheck(error: unknown): error is { message: string } {
  const data = (error as { data?: { httpStatus?: number; field?: string | null } | null } | null)?.data;
  return data?.httpStatus === 428 && data.field === 'altcha';
}

interface Shown {
  message: string;
  auto: boolean;
  /** A new widget (a fresh challenge) for each request. */
  attempt: number;
}

export interface HumanCheck {
  /** Call with a failed request's error: true when it asked for the check (now shown), false otherwise. */
  ask(error: unknown): boolean;
  /** Hides the check (after the request went through). */
  done(): void;
  /** The message and the widget, or nothing while no check is asked for. */
  element: ReactNode;
}

/**
 * The proof-of-work check for forms that make the site email someone. It appears only when
 * the server asks (many emails from one connection, e.g. guests at a party on one Wi-Fi); the
 * browser then solves it in about a second and `resend` repeats the request with the solution.
 * If a solution is refused (expired, already used), the next one waits for the checkbox, so a
 * broken check never loops.
 */
export function useHumanCheck(resend: (altcha: string) => void): HumanCheck {
  const [shown, setShown] = useState<Shown | null>(null);
  const sentSolution = useRef(false);
  const ask = useCallback((error: unknown) => {
    if (!asksForHumanCheck(error)) return false;
    const auto = !sentSolution.current;
    sentSolution.current = false;
    setShown((previous) => ({ message: error.message, auto, attempt: (previous?.attempt ?? 0) + 1 }));
    return true;
  }, []);
  const done = useCallback(() => {
    sentSolution.current = false;
    setShown(null);
  }, []);
  const solved = useCallback(
    (payload: string) => {
      sentSolution.current = true;
      resend(payload);
    },
    [resend],
  );
  const element = shown && (
    <div className={classes.check}>
      <p role="status" className={classes.message}>
        {shown.message}
      </p>
      <Suspense fallback={<p className={classes.message}>Loading the check…</p>}>
        <AltchaWidget key={shown.attempt} auto={shown.auto} onSolved={solved} />
      </Suspense>
    </div>
  );
  return { ask, done, element };
}
