import { Alert } from '@mantine/core';

/** Why the last action of an editor was refused (the server's message), announced when it appears. */
export function NotDoneAlert({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Alert color="red" title="Not done" role="alert">
      {problem}
    </Alert>
  );
}
