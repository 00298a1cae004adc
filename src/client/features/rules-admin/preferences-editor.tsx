import { Button, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { skinConcerns, skinTypes } from '../../../shared/catalog';
import { type EditedRules, MAX_PREFERENCES } from '../../../shared/recommendation-rules';
import { optionsOf } from './rule-labels';
import cards from '../../components/back-office/phone-cards.module.css';

type Preference = EditedRules['preferences'][number];
const ANY = 'any';
const withAny = (values: readonly string[], label: string) => [{ value: ANY, label }, ...optionsOf(values)];

/** Products the representative prefers for, or keeps away from, visitors with a primary concern or skin type. */
export function PreferencesEditor({
  rules,
  products,
  onChange,
  errors,
}: {
  rules: EditedRules;
  products: { id: number; name: string }[];
  onChange: (rules: EditedRules) => void;
  errors: Record<string, string>;
}) {
  const productOptions = products.map((product) => ({ value: String(product.id), label: product.name }));
  const setPreferences = (preferences: Preference[]) => onChange({ ...rules, preferences });
  const edit = (index: number, change: Partial<Preference>) => setPreferences(rules.preferences.map((preference, at) => (at === index ? { ...preference, ...change } : preference)));
  // A new row names no product until one is chosen: a save refuses it, so nothing is preferred by accident.
  const add = () => setPreferences([...rules.preferences, { productId: null, concern: null, skinType: null, effect: 'prefer' }]);
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Product preferences
      </Title>
      <Text size="sm" c="gray.7">
        A preferred product comes first in its step; an excluded one is never picked. Neither overrides the safety rules, the visitor's skin type or their budget.
      </Text>
      {rules.preferences.length > 0 && (
        // Mantine's error red is too light for small text on white (and on the marked row): a darker red here.
        <Table.ScrollContainer minWidth={720} className={cards.scroll} style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}>
          <Table withTableBorder aria-label="Product preferences" className={cards.cards}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product</Table.Th>
                <Table.Th>Primary concern</Table.Th>
                <Table.Th>Skin type</Table.Th>
                <Table.Th>Effect</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rules.preferences.map((preference, index) => (
                // Rows have no identity of their own; their position is what the rules store.
                <Table.Tr key={index} bg={errors[`rules.preferences.${index}.productId`] ? 'red.0' : undefined}>
                  <Table.Td data-label="Product">
                    <Select
                      aria-label={`Preference ${index + 1}: product`}
                      data={productOptions}
                      searchable
                      allowDeselect={false}
                      placeholder="Choose a product"
                      value={preference.productId === null ? null : String(preference.productId)}
                      onChange={(value) => value && edit(index, { productId: Number(value) })}
                      error={errors[`rules.preferences.${index}.productId`]}
                    />
                  </Table.Td>
                  <Table.Td data-label="Primary concern">
                    <Select
                      aria-label={`Preference ${index + 1}: primary concern`}
                      data={withAny(skinConcerns, 'Any concern')}
                      allowDeselect={false}
                      value={preference.concern ?? ANY}
                      onChange={(value) => value && edit(index, { concern: value === ANY ? null : (value as Preference['concern']) })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Skin type">
                    <Select
                      aria-label={`Preference ${index + 1}: skin type`}
                      data={withAny(skinTypes, 'Any skin type')}
                      allowDeselect={false}
                      value={preference.skinType ?? ANY}
                      onChange={(value) => value && edit(index, { skinType: value === ANY ? null : (value as Preference['skinType']) })}
                    />
                  </Table.Td>
                  <Table.Td data-label="Effect">
                    <SegmentedControl
                      aria-label={`Preference ${index + 1}: effect`}
                      data={[
                        { value: 'prefer', label: 'Prefer' },
                        { value: 'exclude', label: 'Exclude' },
                      ]}
                      value={preference.effect}
                      onChange={(value) => edit(index, { effect: value as Preference['effect'] })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red.9" c="red.9" onClick={() => setPreferences(rules.preferences.filter((_, at) => at !== index))}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" onClick={add} disabled={rules.preferences.length >= MAX_PREFERENCES || products.length === 0}>
          Add preference
        </Button>
      </Group>
    </Stack>
  );
}
