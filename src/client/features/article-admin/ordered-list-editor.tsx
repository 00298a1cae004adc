import { ActionIcon, Button, Fieldset, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface OrderedListEditorProps {
  legend: string;
  /** What one item is called, e.g. 'Question': the buttons say 'Move question 2 up'. */
  noun: string;
  count: number;
  max: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  renderItem: (index: number) => ReactNode;
}

/** A list the page shows in this order: add, remove and move items up or down. */
export function OrderedListEditor({ legend, noun, count, max, onAdd, onRemove, onMove, renderItem }: OrderedListEditorProps) {
  const lower = noun.toLowerCase();
  return (
    <Fieldset legend={legend} radius="md">
      <Stack>
        {count === 0 && <Text c="gray.7">None yet.</Text>}
        {Array.from({ length: count }, (_, index) => (
          <Paper key={index} withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text size="sm" fw={600} c="gray.7">
                  #{index + 1}
                </Text>
                <Group gap={4}>
                  <ActionIcon variant="subtle" aria-label={`Move ${lower} ${index + 1} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
                    ↑
                  </ActionIcon>
                  <ActionIcon variant="subtle" aria-label={`Move ${lower} ${index + 1} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
                    ↓
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${lower} ${index + 1}`} onClick={() => onRemove(index)}>
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
              {renderItem(index)}
            </Stack>
          </Paper>
        ))}
        <Button variant="light" w="fit-content" onClick={onAdd} disabled={count >= max}>
          Add {lower}
        </Button>
      </Stack>
    </Fieldset>
  );
}
