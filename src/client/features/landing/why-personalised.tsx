import { Container, Paper, Text, Title } from '@mantine/core';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { claims } from './claims';

const stats = [
  { figure: claims.matchAccuracy, text: 'match accuracy between quiz answers and recommended products' },
  { figure: claims.seeResults, text: `of women see results in ${claims.resultsWeeks} weeks` },
  { figure: claims.feelConfident, text: `feel more confident within ${claims.resultsWeeks} weeks` },
  { figure: claims.satisfiedCustomers, text: `satisfied customers worldwide, and ${claims.repCustomers} customers served by our representatives` },
];

export function WhyPersonalised() {
  return (
    <Container size="lg" py={56}>
      <Title order={2} ta="center">
        Why Choose Our Personalized Approach?
      </Title>
      <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} mt="xl">
        {stats.map((stat) => (
          <Paper key={stat.figure} p="lg" radius="lg" withBorder ta="center">
            <Text fz={36} fw={800} c="pink.8">
              {stat.figure}
            </Text>
            <Text c="gray.7">{stat.text}</Text>
          </Paper>
        ))}
      </ResponsiveGrid>
    </Container>
  );
}
