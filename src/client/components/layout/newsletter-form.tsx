import { Loader } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { trpc } from '../../trpc';
import { useHumanCheck } from '../human-check/human-check';
import iconButton from '../icon-button.module.css';
import classes from './newsletter-form.module.css';

/**
 * The footer's newsletter field: double opt-in. The answer is the same for every address, so
 * the form says what happens next rather than "subscribed": a link arrives to confirm.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const subscribe = trpc.newsletter.subscribe.useMutation({
    onSuccess: () => {
      setEmail('');
      humanCheck.done();
    },
    onError: (error) => humanCheck.ask(error),
  });
  const humanCheck = useHumanCheck((altcha) => subscribe.mutate({ email: email.trim(), altcha }));
  const inputId = useId();
  const statusId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || subscribe.isPending) return;
    subscribe.mutate({ email: email.trim() });
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
          required
          maxLength={254}
          autoComplete="email"
          placeholder="Your email"
          aria-describedby={statusId}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (subscribe.isSuccess || subscribe.isError) subscribe.reset();
          }}
        />
        {/* Mantine's filled ActionIcon as a class: the form is in the footer of every page. */}
        <button type="submit" className={`${iconButton.iconButton} ${classes.submit} mantine-focus-auto`} aria-label="Subscribe" aria-busy={subscribe.isPending || undefined}>
          {subscribe.isPending ? <Loader size={14} color="white" /> : <span aria-hidden="true">→</span>}
        </button>
      </div>
      <p id={statusId} role="status" className={classes.status}>
        {subscribe.isSuccess
          ? 'Check your inbox to confirm: we sent you a link. Nothing is sent to you until you click it.'
          : subscribe.error && !humanCheck.element
            ? subscribe.error.message
            : ''}
      </p>
      {humanCheck.element}
    </form>
  );
}
