import { ActionIcon } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import classes from './newsletter-form.module.css';

/** SPEC: the newsletter submit only logs locally and clears the field; nothing is sent. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    console.info('Newsletter sign-up (not sent anywhere):', email ? 'an email address' : 'empty');
    setEmail('');
  }

  return (
    <form onSubmit={submit} aria-label="Newsletter">
      <label htmlFor={inputId} className={classes.label}>
        Get beauty tips in your inbox
      </label>
      <div className={classes.field}>
        <input
          id={inputId}
          className={classes.input}
          type="email"
          placeholder="Your email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <ActionIcon type="submit" variant="filled" aria-label="Subscribe">
          <span aria-hidden="true">→</span>
        </ActionIcon>
      </div>
    </form>
  );
}
