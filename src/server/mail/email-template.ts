import type { ReactElement } from 'react';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { AppDeps } from '../core/app-deps.js';

/** Links a template puts in its message, built for this one message. */
export interface EmailLinks {
  /** A link through the site that records the click first (signed, so it is no open redirect). */
  track(url: string): string;
  /** The unsubscribe page of this message; null for essential messages. */
  unsubscribeUrl: string | null;
}

export interface EmailRenderInput<Payload> {
  payload: Payload;
  recipient: string;
  deps: AppDeps;
  /** Reads run here, at send time, so a message shows the data as it is then. */
  manager: EntityManager;
  links: EmailLinks;
  /**
   * Set when the message is drawn for the representative to look at (an editor's preview or a
   * test sent to the shop): links that would act for the recipient (answer links) lead nowhere
   * that acts, and `draft` holds unsaved words to draw instead of the saved ones.
   */
  preview?: { draft?: { subject: string; preheader: string; contentHtml: string } };
}

export interface RenderedTemplate {
  /**
   * The template's own words (and the shop's data), never text a visitor typed: a subject is
   * what a recipient reads before deciding to open, so a name typed by anyone goes in the body,
   * which escapes it.
   */
  subject: string;
  body: ReactElement;
}

/**
 * One kind of email. Features define theirs next to the data they show and list them in their
 * FeatureModule's `emails`; the workers find a queued message's template by `name`.
 */
export interface EmailTemplate<Payload = unknown> {
  name: string;
  /**
   * Essential messages are the ones the person asked for just now or needs to act (a confirmation
   * link, their own loyalty code): sent after an unsubscribe too, and carry no unsubscribe link.
   */
  essential: boolean;
  payload: z.ZodType<Payload>;
  /**
   * The message depends on its payload and the shop's data, never on its recipient beyond its
   * links (a newsletter): drawn once for all the messages of a payload (shared-render.ts), and
   * given an empty `recipient`.
   */
  sameForEveryRecipient?: boolean;
  render(input: EmailRenderInput<Payload>): Promise<RenderedTemplate>;
}

/** Declares a template with its payload type inferred from the schema. */
export function defineEmail<Schema extends z.ZodType>(template: EmailTemplate<z.output<Schema>> & { payload: Schema }) {
  return template;
}

/** Thrown by a template whose data is gone (a deleted quiz response): the message is given up, not retried. */
export class EmailDataGone extends Error {}

/**
 * Thrown by a template that has nothing true to say at send time (a day-6 offer email when no
 * offer is set): the message is recorded as skipped with this reason, neither sent nor retried.
 */
export class EmailSkipped extends Error {}

declare module '../core/app-deps.js' {
  interface AppDeps {
    /** Every feature's email templates by name (gathered by the app root); the workers render from them. */
    emailTemplates: ReadonlyMap<string, EmailTemplate<unknown>>;
  }
}
