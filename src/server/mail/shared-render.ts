import { escapeHtml } from '../http/escape-html.js';
import type { EmailLinks, RenderedTemplate } from './email-template.js';
import { renderEmail } from './render-email.js';

/** A message drawn once for every recipient, with stand-ins where each recipient's links go. */
interface SharedRender {
  subject: string;
  html: string;
  text: string;
  /** The address each `track` stand-in leads to, by its number. */
  targets: string[];
}

/** What a message's own links are made from. */
export interface RecipientLinks {
  track(target: string): string;
  unsubscribeUrl: string | null;
}

// An address no real link can have (.invalid never resolves): the stand-ins are found by it.
const STAND_IN = 'https://message-link.invalid/';
const STAND_INS = /https:\/\/message-link\.invalid\/(unsubscribe|t\d+)/g;

/**
 * Messages that differ between recipients only by their links (a newsletter to thousands) are
 * drawn once: React and the plain-text version are most of a message's CPU. The template draws
 * with stand-in links; each message gets its own signed links in their place. A drawing is kept
 * for `keepMs`, so a message shows the shop's data (prices) as of at most that long before it goes.
 */
export function createSharedRenders(keepMs = 60_000, maxKept = 16) {
  const kept = new Map<string, { at: number; render: Promise<SharedRender> }>();

  async function draw(renderTemplate: (links: EmailLinks) => Promise<RenderedTemplate>, essential: boolean): Promise<SharedRender> {
    const targets: string[] = [];
    const links: EmailLinks = {
      track: (target) => `${STAND_IN}t${targets.push(target) - 1}`,
      unsubscribeUrl: essential ? null : `${STAND_IN}unsubscribe`,
    };
    const { subject, body } = await renderTemplate(links);
    return { subject, ...(await renderEmail(body)), targets };
  }

  return {
    /** The message for one recipient: drawn now, or from the drawing kept under `key`. */
    async render(
      key: string,
      essential: boolean,
      renderTemplate: (links: EmailLinks) => Promise<RenderedTemplate>,
      links: RecipientLinks,
    ): Promise<{ subject: string; html: string; text: string }> {
      const now = Date.now();
      let entry = kept.get(key);
      if (!entry || now - entry.at > keepMs) {
        if (kept.size >= maxKept) kept.delete(kept.keys().next().value!);
        const fresh = { at: now, render: draw(renderTemplate, essential) };
        kept.set(key, fresh);
        // A failed drawing is not kept: the next message tries again.
        fresh.render.catch(() => kept.get(key) === fresh && kept.delete(key));
        entry = fresh;
      }
      const shared = await entry.render;
      const linkFor = (standIn: string) => (standIn === 'unsubscribe' ? (links.unsubscribeUrl ?? '') : links.track(shared.targets[Number(standIn.slice(1))]!));
      return {
        subject: shared.subject,
        html: shared.html.replace(STAND_INS, (_, standIn: string) => escapeHtml(linkFor(standIn))),
        text: shared.text.replace(STAND_INS, (_, standIn: string) => linkFor(standIn)),
      };
    },
  };
}
