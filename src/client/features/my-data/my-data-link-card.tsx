import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MyDataLink } from '../../../shared/people';
import { trpc } from '../../trpc';

/** The page behind an export link: one button downloads the file. */
export function MyDataExportCard({ link }: { link: MyDataLink }) {
  return (
    <Stack gap="md">
      <Title order={1}>Your data</Title>
      <Text>Download everything BeautyMatch holds about you as one file (JSON). The link works for a day.</Text>
      <Group>
        <Button component="a" href={`/api/my-data/export?${new URLSearchParams(link)}`} download="my-beautymatch-data.json">
          Download my data
        </Button>
      </Group>
    </Stack>
  );
}

/** The page behind an erase link: nothing happens until the person presses the button. */
export function MyDataEraseCard({ link }: { link: MyDataLink }) {
  const erase = trpc.myData.erase.useMutation();
  if (erase.isSuccess) {
    return (
      <Stack gap="md">
        <Title order={1}>Your data is erased</Title>
        <Text>We removed your details, quiz answers, notes and emails, and will never email this address again. Records the books must keep stay without your name.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={1}>Erase your data?</Title>
      <Text>
        Your details, quiz results, survey answers and loyalty membership are removed or made anonymous, and this address is never emailed again. Unspent points are lost.
        This cannot be undone.
      </Text>
      {erase.error && (
        <Alert color="red" title="We could not erase your data">
          {erase.error.message}
        </Alert>
      )}
      <Group>
        <Button color="red.9" loading={erase.isPending} onClick={() => erase.mutate(link)}>
          Erase my data
        </Button>
      </Group>
    </Stack>
  );
}
