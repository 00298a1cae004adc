import { Container, List, Paper, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { useShopperSettings } from '../../components/use-shopper-settings';
import { formatCents } from '../../../shared/money';
import { claims } from './claims';

const orderingOptions = [
  {
    title: 'Concierge ordering',
    text: 'Add products to your cart and the provider processes the order for you. No account needed.',
  },
  {
    title: 'Rep-exclusive link',
    text: 'Use a representative-exclusive link to shop directly, with your picks preloaded and your quiz results saved.',
  },
];

const otherBenefits = [
  `${claims.moneyBackDays}-day money-back guarantee`,
  'Points on every purchase with the loyalty programme',
  'Personal help from your beauty concierge',
];

export function WhyShopThisWay() {
  // The representative sets the threshold; the cart and the help page show the same one.
  const { freeShippingThresholdCents } = useShopperSettings();
  const benefits = [`Free shipping on orders over ${formatCents(freeShippingThresholdCents).replace(/\.00$/, '')}`, ...otherBenefits];
  return (
    <Container size="lg" py={56}>
      <Title order={2} ta="center">
        Why Shop This Way?
      </Title>
      <ResponsiveGrid cols={{ base: 1, md: 3 }} mt="xl">
        {orderingOptions.map((option) => (
          <Paper key={option.title} p="lg" radius="lg" withBorder>
            <Title order={3} fz="lg">
              {option.title}
            </Title>
            <Text c="gray.7" mt="xs">
              {option.text}
            </Text>
          </Paper>
        ))}
        <Paper p="lg" radius="lg" bg="pink.0">
          <Title order={3} fz="lg">
            Benefits
          </Title>
          <List mt="xs" spacing={6}>
            {benefits.map((benefit) => (
              <List.Item key={benefit}>{benefit}</List.Item>
            ))}
          </List>
        </Paper>
      </ResponsiveGrid>
    </Container>
  );
}
