import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { formatCents } from '../../shared/money';
import { MONEY_BACK_DAYS } from '../../shared/site';
import { useShopperSettings } from '../components/use-shopper-settings';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper component="section" id={id} aria-labelledby={`${id}-title`} withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} id={`${id}-title`} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function SupportPage() {
  // The route's loader has fetched the representative's settings before the page shows.
  const { contactEmail, contactPhone, supportNote, freeShippingThresholdCents } = useShopperSettings();
  return (
    <Container size="md" py={{ base: 'xl', md: 48 }}>
      <Stack gap="lg">
        <Title order={1}>Help and support</Title>
        <Section id="contact" title="Contact us">
          <Text>
            Write to your representative at <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>
            {contactPhone ? (
              <>
                {' '}
                or call <Anchor href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>{contactPhone}</Anchor>
              </>
            ) : null}
            . Include your order number or loyalty code if your question is about an order or your points; you will have an answer within two
            working days.
          </Text>
          {supportNote ? <Text c="gray.8">{supportNote}</Text> : null}
        </Section>
        <Section id="faq" title="Frequently asked questions">
          <List spacing="xs">
            <List.Item>
              <Text span fw={600}>
                How are products matched to me?
              </Text>{' '}
              The{' '}
              <Anchor component={Link} to="/quiz">
                quiz
              </Anchor>{' '}
              asks about your goals, skin and routine, and your plan is built from products that suit your skin type, concerns and budget.
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                Do I need an account to order?
              </Text>{' '}
              No: add products to your cart and your representative processes the order, or shop directly on the store.
            </List.Item>
            <List.Item>
              <Text span fw={600}>
                How do loyalty points work?
              </Text>{' '}
              You earn points for every dollar you spend (the loyalty page shows the current rate). Points for a purchase you add show as pending until your representative confirms the order; see{' '}
              <Anchor component={Link} to="/loyalty">
                Loyalty
              </Anchor>
              .
            </List.Item>
          </List>
        </Section>
        <Section id="returns" title="Returns">
          <Text>
            Every product comes with a {MONEY_BACK_DAYS}-day money-back guarantee. Contact your representative within {MONEY_BACK_DAYS} days of
            delivery and you get your money back; points earned on a returned order are taken back.
          </Text>
        </Section>
        <Section id="shipping" title="Shipping">
          <Text>
            {freeShippingThresholdCents === 0 ? 'Shipping is free on every order.' : `Shipping is free on orders over ${formatCents(freeShippingThresholdCents)}.`} Orders ship
            from the cosmetics company and usually arrive within 3-5 working days.
          </Text>
        </Section>
      </Stack>
    </Container>
  );
}

export const Route = createLazyRoute('/support')({ component: SupportPage });
