import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { brand } from './brand.js';

/** Building blocks the templates share, so every email reads the same. */
export function EmailHeading({ children }: { children: ReactNode }) {
  return <Heading style={{ fontFamily: brand.headingFont, fontSize: 24, lineHeight: '30px', margin: '16px 0 8px', color: brand.text }}>{children}</Heading>;
}

export function EmailText({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={{ fontSize: 16, lineHeight: '24px', margin: '12px 0', color: muted ? brand.muted : brand.text }}>{children}</Text>;
}

/** The one main action of a message: a large tap target. */
export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      href={href}
      style={{ backgroundColor: brand.accent, color: '#ffffff', borderRadius: 8, padding: '14px 22px', fontSize: 16, fontWeight: 600, textDecoration: 'none', display: 'inline-block' }}
    >
      {children}
    </Button>
  );
}

/** A code to type or read out (loyalty code, offer code): one line, monospace, never broken over two lines on a phone. */
export function EmailCode({ children }: { children: ReactNode }) {
  return <strong style={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Courier New", monospace', letterSpacing: '0.04em' }}>{children}</strong>;
}

/** A question's answers, each a link: lighter than the main action, side by side, wrapping on a phone. */
export function EmailChoices({ label, choices }: { label: string; choices: ReadonlyArray<{ href: string; text: string }> }) {
  return (
    <Text aria-label={label} style={{ margin: '8px 0 16px', lineHeight: '48px' }}>
      {choices.map((choice) => (
        <Link
          key={choice.href}
          href={choice.href}
          style={{ border: `2px solid ${brand.accent}`, borderRadius: 8, padding: '10px 14px', marginRight: 8, color: brand.text, fontSize: 16, fontWeight: 600, textDecoration: 'none', whiteSpace: 'nowrap' }}
        >
          {choice.text}
        </Link>
      ))}
    </Text>
  );
}

/** Words the representative wrote in markdown (a newsletter, a flow email): sanitised HTML, rendered when it was saved. */
export function EmailWrittenBody({ html }: { html: string }) {
  return (
    <Section style={{ fontSize: 16, lineHeight: '24px', color: brand.text }}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Section>
  );
}
