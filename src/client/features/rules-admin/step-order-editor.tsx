import { ActionIcon, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { skinConcerns } from '../../../shared/catalog';
import { type EditedRules, type SkincareStep, skincareSteps } from '../../../shared/recommendation-rules';
import { labelOf, optionsOf } from './rule-labels';

function withOrder(rules: EditedRules, order: SkincareStep[], essentials: number): EditedRules {
  return { ...rules, essentialSteps: order.slice(0, essentials), laterSteps: order.slice(essentials) };
}

/** The order steps fill a routine (the essentials first), and the step each primary concern pulls forward. */
export function StepOrderEditor({ rules, onChange }: { rules: EditedRules; onChange: (rules: EditedRules) => void }) {
  const order = [...rules.essentialSteps, ...rules.laterSteps];
  const essentials = rules.essentialSteps.length;
  const move = (index: number, by: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(withOrder(rules, next, essentials));
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Step order
        </Title>
        <NumberInput
          label="Essential steps (filled first)"
          value={essentials}
          onChange={(value) => typeof value === 'number' && onChange(withOrder(rules, order, value))}
          min={1}
          max={4}
          clampBehavior="strict"
          allowDecimal={false}
          w={220}
        />
        <Text size="sm" c="gray.7">
          After the essentials come the steps the visitor's answers call for, then the rest in this order.
        </Text>
        <Stack gap={4} component="ol" aria-label="Step order" p={0} m={0} style={{ listStyle: 'none' }}>
          {order.map((step, index) => (
            <Group key={step} component="li" justify="space-between" wrap="nowrap">
              <Text fw={index < essentials ? 700 : 400}>
                {index + 1}. {labelOf(step)}
                {index < essentials ? ' (essential)' : ''}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="default" aria-label={`Move ${labelOf(step)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="default" aria-label={`Move ${labelOf(step)} down`} disabled={index === order.length - 1} onClick={() => move(index, 1)}>
                  ↓
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Stack>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Step for each primary concern
        </Title>
        <Table withTableBorder aria-label="Step for each primary concern">
          <Table.Tbody>
            {skinConcerns.map((concern) => (
              <Table.Tr key={concern}>
                <Table.Td>{labelOf(concern)}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Step for ${labelOf(concern)}`}
                    data={optionsOf(skincareSteps)}
                    value={rules.concernSteps[concern]}
                    allowDeselect={false}
                    onChange={(value) => value && onChange({ ...rules, concernSteps: { ...rules.concernSteps, [concern]: value as SkincareStep } })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </SimpleGrid>
  );
}
