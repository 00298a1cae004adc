import { Button, Group, Modal, Stack, Text } from '@mantine/core';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** The last step before a send: who and how many receive it, and when. A send cannot be undone. */
export function SendNewsletterDialog(props: {
  opened: boolean;
  recipients: number | undefined;
  at: string | null;
  /** A subject line test's share and timing; null: one subject. */
  subjectTest: { testPercent: number; winnerAfterHours: number } | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const people = props.recipients === undefined ? 'every subscriber in the chosen audience' : `${props.recipients.toLocaleString('en-US')} ${props.recipients === 1 ? 'person' : 'people'}`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.at ? 'Schedule this newsletter?' : 'Send this newsletter now?'} centered>
      <Stack gap="md">
        <Text>
          It goes to {people}
          {props.at ? ` on ${dateTime.format(new Date(props.at))}` : ' now'}. Once sent or scheduled it cannot be changed or sent again.
        </Text>
        {props.subjectTest ? (
          <Text>
            {props.subjectTest.testPercent}% of them get the test first, half with each subject. {props.subjectTest.winnerAfterHours} hour
            {props.subjectTest.winnerAfterHours === 1 ? '' : 's'} later the subject more of them clicked goes to everyone else. Each person gets one email.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={props.onConfirm} loading={props.busy}>
            {props.at ? 'Schedule' : 'Send now'} to {props.recipients === undefined ? 'the audience' : people}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
