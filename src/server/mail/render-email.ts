import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** A template's body as the two parts of the message: HTML, and plain text made from it. */
export async function renderEmail(body: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(body);
  return { html, text: toPlainText(html) };
}
