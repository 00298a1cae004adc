// The statements the people feature runs on one address's newsletter subscription, written here
// beside the table they touch.
import { sql } from '../../db/sql.js';
import type { SubscriberStatus } from '../../../shared/newsletter.js';

/** The address's subscription (the personal-data export). */
export const subscriptionsOf = (address: string) => sql<{ status: SubscriberStatus; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null }>`SELECT status, "createdAt", "confirmedAt", "unsubscribedAt" FROM newsletter_subscriber WHERE address = ${address}`;

/** Erasure: the address's subscription. */
export const deleteSubscriber = (address: string) => sql`DELETE FROM newsletter_subscriber WHERE address = ${address}`;
