import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { COPYRIGHT_YEAR, SITE_NAME } from '../../../shared/site';
import classes from './site-footer.module.css';
import { NewsletterForm } from './newsletter-form';

const productLinks = ['Skincare', 'Makeup', 'Fragrance', 'Bundles'];
const supportLinks = ['Contact Us', 'FAQ', 'Returns', 'Shipping'];
const socialLinks = ['Instagram', 'Facebook', 'TikTok', 'Pinterest'];

function LinkList({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="md" c="white">
        {title}
      </Title>
      {items.map((item) => (
        <Text key={item} size="sm" c="gray.3">
          {item}
        </Text>
      ))}
    </Stack>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Text fw={700} fz="lg" c="white">
              {SITE_NAME}
            </Text>
            <Text size="sm" c="gray.3">
              Personalised skincare and beauty matches, chosen for your skin, your routine and your budget.
            </Text>
            <Text size="xs" c="gray.4">
              This site is run by an independent representative and is not operated by the cosmetics company whose
              products it features.
            </Text>
            <Group gap="xs" aria-label="Social media (coming soon)">
              {socialLinks.map((name) => (
                <Anchor key={name} href="#" size="xs" c="gray.3" onClick={(event) => event.preventDefault()}>
                  {name}
                </Anchor>
              ))}
            </Group>
          </Stack>
          <LinkList title="Products" items={productLinks} />
          <LinkList title="Support" items={supportLinks} />
          <Box className={classes.newsletter}>
            <NewsletterForm />
          </Box>
        </SimpleGrid>
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
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
