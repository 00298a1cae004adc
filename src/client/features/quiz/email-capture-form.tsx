import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { type EmailCaptureForm as FormValues, emailCaptureFormSchema } from '../../../shared/users';
import { QuizIcon } from './quiz-icon';
import classes from './quiz.module.css';

interface Props {
  pending: boolean;
  onSubmit(values: FormValues): void;
  /** The browser check, when the server asks for one before it emails the results. */
  humanCheck?: ReactNode;
}

/** SPEC §2 email capture: email, first name, two optional opt-ins and the privacy note. */
export function EmailCaptureForm({ pending, onSubmit, humanCheck }: Props) {
  const form = useForm<FormValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', firstName: '', consent: false, wantsCyclingGuide: false },
    validate: schemaResolver(emailCaptureFormSchema, { sync: true }),
  });

  // Error text one shade darker than the theme's, for AA contrast on the pink panel.
  const errorStyles = { error: { color: 'var(--mantine-color-red-9)' } };
  return (
    <Paper className={classes.panel} p={{ base: 'lg', sm: 40 }} radius="lg" withBorder>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Your beauty profile is ready!
            </Title>
            <Text c="gray.7">Tell us where to send it, and we'll show your matches right away.</Text>
          </Stack>
          <TextInput label="Email address" type="email" autoComplete="email" required styles={errorStyles} key={form.key('email')} {...form.getInputProps('email')} />
          <TextInput label="First name" autoComplete="given-name" required styles={errorStyles} key={form.key('firstName')} {...form.getInputProps('firstName')} />
          <Checkbox
            label="Send me personalized recommendations and beauty tips"
            key={form.key('consent')}
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
          <Checkbox
            label="Send me the free 4-night skin-cycling routine guide"
            key={form.key('wantsCyclingGuide')}
            {...form.getInputProps('wantsCyclingGuide', { type: 'checkbox' })}
          />
          {humanCheck}
          <Button type="submit" size="md" loading={pending}>
            Show My Results
          </Button>
          <Group gap="xs" wrap="nowrap" align="flex-start" c="gray.7">
            <QuizIcon name="lock" size={18} />
            <Text size="sm" c="gray.7">
              Your results show immediately. We use your email only to send your results and, if you ask for them, tips. Unsubscribe
              anytime. We never share your details.
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
