import { ActionIcon, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

/** SPEC: the newsletter submit only logs locally and clears the field; nothing is sent. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.info('Newsletter sign-up (not sent anywhere):', email ? 'an email address' : 'empty');
    setEmail('');
  }

  return (
    <form onSubmit={submit} aria-label="Newsletter">
      <TextInput
        type="email"
        label="Get beauty tips in your inbox"
        placeholder="Your email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        rightSection={
          <ActionIcon type="submit" variant="filled" aria-label="Subscribe">
            <span aria-hidden="true">→</span>
          </ActionIcon>
        }
      />
    </form>
  );
}
