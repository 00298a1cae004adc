import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SITE_NAME, SITE_NAME_PLAIN } from '../../../shared/site';
import { ResponsiveGrid } from '../../components/layout/responsive-grid';
import { claims } from './claims';
import classes from './landing.module.css';

const trustBadges = ['100% Secure', '2 min quiz', 'Earn rewards'];

export function HeroSection() {
  return (
    <Box className={classes.hero}>
      <Container size="lg" className={classes.heroContainer}>
        <ResponsiveGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="lg" justify="center">
            <Text tt="uppercase" fw={700} c="pink.8" size="sm">
              Meet your beauty concierge
            </Text>
            <Title order={1} className={classes.heroTitle}>
              Skincare matched to you in {claims.quizMinutes} minutes
            </Title>
            <Text size="lg" c="gray.7">
              {SITE_NAME} asks {claims.quizQuestions} quick questions about your goals, skin and routine, then builds a
              personalised skin analysis and product plan. {claims.seeResults} of women see results in{' '}
              {claims.resultsWeeks} weeks.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/quiz" size="lg">
                Start {SITE_NAME_PLAIN}™ Experience
              </Button>
              <Button component={Link} to="/quiz-preview" size="lg" variant="outline">
                Quick Preview (No Email)
              </Button>
            </Group>
            <Group gap="xs" role="group" aria-label="Why visitors trust us">
              {trustBadges.map((badge) => (
                <Badge key={badge} variant="light" size="lg" radius="sm">
                  {badge}
                </Badge>
              ))}
            </Group>
          </Stack>
          <Box>
            <img
              src="/images/hero-products.svg"
              alt="Skincare bottles and a compact on a soft pink background"
              width={480}
              height={400}
              className={classes.heroImage}
              fetchPriority="high"
            />
          </Box>
        </ResponsiveGrid>
      </Container>
    </Box>
  );
}
