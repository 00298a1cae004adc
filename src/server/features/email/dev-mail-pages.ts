import { escapeHtml } from '../../http/escape-html.js';
import type { CaughtMailEntity } from './caught-mail.entity.js';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#212529;max-width:960px;overflow-wrap:anywhere}
a{color:#a61e4d}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top;overflow-wrap:anywhere}
iframe{width:100%;height:720px;border:1px solid #ddd;border-radius:8px}pre{white-space:pre-wrap;word-break:break-word;background:#f8f9fa;padding:12px;border-radius:8px}
.note{background:#fff4e6;padding:8px 12px;border-radius:8px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const NOTE = `<p class="note">Development only: no email leaves this machine. Set <code>SMTP_URL</code> to send for real.</p>`;

export function mailListPage(messages: Pick<CaughtMailEntity, 'id' | 'recipients' | 'subject' | 'receivedAt'>[]): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.receivedAt.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(message.recipients)}</td>` +
        `<td><a href="/dev/mail/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Take the quiz and leave an email address to see what is sent.</p>';
  return page('Caught mail', `<h1>Caught mail</h1>${NOTE}${table}`);
}

/** The href of every link in the message, in order, without repeats. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  return [...new Set(links)];
}

export function mailMessagePage(message: CaughtMailEntity): string {
  const links = linksOf(message.html)
    .map((href) => `<li><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></li>`)
    .join('');
  return page(
    message.subject || 'Caught mail',
    `<p><a href="/dev/mail">← All caught mail</a></p><h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<p>To: ${escapeHtml(message.recipients)}</p>
<h2>HTML</h2><iframe title="The message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mail/${message.id}/html"></iframe>
<h2>Links in this message</h2><ul>${links || '<li>None</li>'}</ul>
<h2>Plain text</h2><pre>${escapeHtml(message.text)}</pre>
<h2>Headers</h2><pre>${escapeHtml(message.headers)}</pre>`,
  );
}
