import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SITE_NAME, SITE_NAME_PLAIN } from '../../../shared/site.js';
import { brand } from './brand.js';

/**
 * The frame of every email: brand bar, content, and a footer that says why the person gets it
 * and, for messages that are not essential, how to stop them. One column up to 600 px that
 * shrinks to the phone's width; colours chosen to stay readable when a client darkens them.
 */
export function EmailLayout(props: { preview: string; reason: string; unsubscribeUrl: string | null; siteUrl: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{SITE_NAME_PLAIN}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: brand.page, margin: 0, padding: '16px 8px', fontFamily: brand.font, color: brand.text }}>
        <Container style={{ width: '100%', maxWidth: 600, backgroundColor: brand.card, borderRadius: 12, overflow: 'hidden' }}>
          <Section style={{ backgroundColor: brand.accent, padding: '16px 24px' }}>
            <Link href={props.siteUrl} style={{ color: '#ffffff', fontFamily: brand.headingFont, fontSize: 22, fontWeight: 700, textDecoration: 'none' }}>
              {SITE_NAME}
            </Link>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{props.children}</Section>
          <Hr style={{ borderColor: brand.line, margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            <Text style={{ fontSize: 13, lineHeight: '20px', color: brand.muted, margin: '8px 0' }}>{props.reason}</Text>
            <Text style={{ fontSize: 13, lineHeight: '20px', color: brand.muted, margin: '8px 0' }}>
              {SITE_NAME_PLAIN} is run by an independent beauty representative.
              {props.unsubscribeUrl ? (
                <>
                  {' '}
                  <Link href={props.unsubscribeUrl} style={{ color: brand.accent, textDecoration: 'underline' }}>
                    Unsubscribe
                  </Link>{' '}
                  from these emails with one click.
                </>
              ) : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
