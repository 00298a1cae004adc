import { Center, Loader } from '@mantine/core';

/** What a screen shows while its code or data is on the way (and what the server draws of a page made in the browser). */
export function PageLoading() {
  return (
    <Center py={80} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
