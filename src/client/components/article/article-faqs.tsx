import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ArticleFaq } from '../../../shared/article-schemas';

export function ArticleFaqs({ faqs }: { faqs: ArticleFaq[] }) {
  if (faqs.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="faq-heading" gap="md">
      <Title order={2} id="faq-heading">
        Frequently Asked Questions
      </Title>
      {faqs.map((faq) => (
        <Paper key={faq.id} withBorder radius="md" p="md">
          <Title order={3} fz="md">
            {faq.question}
          </Title>
          <Text mt={6}>{faq.answer}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
