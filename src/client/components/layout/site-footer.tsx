import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { COPYRIGHT_YEAR, SITE_NAME } from '../../../shared/site';
import classes from './site-footer.module.css';
import { NewsletterForm } from './newsletter-form';
import { ResponsiveGrid } from './responsive-grid';

const productLinks = [
  { label: 'Skincare', category: 'skincare' },
  { label: 'Makeup', category: 'makeup' },
  { label: 'Fragrance', category: 'fragrance' },
  { label: 'Bundles', category: 'bundles' },
] as const;
const supportLinks = [
  { label: 'Contact Us', hash: 'contact' },
  { label: 'FAQ', hash: 'faq' },
  { label: 'Returns', hash: 'returns' },
  { label: 'Shipping', hash: 'shipping' },
] as const;
const socialLinks = ['Instagram', 'Facebook', 'TikTok', 'Pinterest'];

function LinkList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6} component="nav" aria-label={title}>
      <Title order={2} fz="md" c="white">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <ResponsiveGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={700} fz="lg" c="white">
              {SITE_NAME}
            </Text>
            <Text size="sm" c="gray.3">
              Personalised skincare and beauty matches, chosen for your skin, your routine and your budget.
            </Text>
            <Text size="xs" c="gray.4">
              This site is run by an independent representative and is not operated by the cosmetics company whose products it features.
            </Text>
            <Group gap="xs" role="group" aria-label="Social media (coming soon)">
              {socialLinks.map((name) => (
                <Anchor key={name} href="#" size="xs" c="gray.3" onClick={(event) => event.preventDefault()}>
                  {name}
                </Anchor>
              ))}
            </Group>
          </Stack>
          <LinkList title="Products">
            {productLinks.map(({ label, category }) => (
              <Anchor key={label} size="sm" c="gray.3" renderRoot={(props) => <Link to="/products" search={{ category }} {...props} />}>
                {label}
              </Anchor>
            ))}
          </LinkList>
          <LinkList title="Support">
            {supportLinks.map(({ label, hash }) => (
              <Anchor key={label} size="sm" c="gray.3" renderRoot={(props) => <Link to="/support" hash={hash} {...props} />}>
                {label}
              </Anchor>
            ))}
          </LinkList>
          <Box>
            <NewsletterForm />
          </Box>
        </ResponsiveGrid>
        <Group justify="space-between" mt="xl" pt="md" className={classes.bottom}>
          <Text size="xs" c="gray.4">
            © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
          </Text>
          <Group gap="md">
            <Text size="xs" c="gray.4">
              Privacy Policy
            </Text>
            <Text size="xs" c="gray.4">
              Terms of Service
            </Text>
            <Anchor size="xs" c="gray.3" renderRoot={(props) => <Link to="/my-data" {...props} />}>
              Your data
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
