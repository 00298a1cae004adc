import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { RulesPreview } from '../../../shared/recommendation-rules';

function Plan({ title, names, matchScore }: { title: string; names: string[]; matchScore: number }) {
  return (
    <Stack gap={4}>
      <Text fw={700}>
        {title} · {matchScore}% match
      </Text>
      <List size="sm">
        {names.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What the draft would change: how many of the latest results, with examples side by side. */
export function PreviewReport({ preview }: { preview: RulesPreview }) {
  if (preview.compared === 0) return <Alert color="gray">No quiz responses yet to try the rules on.</Alert>;
  return (
    <Stack gap="md" aria-live="polite">
      <Title order={3} fz="h4">
        {preview.changed} of {preview.compared} recent results would change
      </Title>
      {preview.examples.map((example) => (
        <Paper key={example.quizResponseId} withBorder p="md" radius="md">
          <Text size="sm" c="gray.7" mb="xs">
            Response #{example.quizResponseId} ({example.kind === 'preview' ? 'preview quiz' : 'full quiz'})
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Plan title="Published rules" {...example.before} />
            <Plan title="These rules" {...example.after} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
