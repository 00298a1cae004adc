import { NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { EditedRules } from '../../../shared/recommendation-rules';

type Bands = EditedRules['budgetBands'];

const fields: { quiz: keyof Bands; band: string; label: string }[] = [
  { quiz: 'full', band: 'budget', label: 'Full quiz: under ($)' },
  { quiz: 'full', band: 'moderate', label: 'Full quiz: moderate up to ($)' },
  { quiz: 'full', band: 'premium', label: 'Full quiz: premium up to ($)' },
  { quiz: 'preview', band: 'under_75', label: 'Preview: lowest band up to ($)' },
  { quiz: 'preview', band: '75_150', label: 'Preview: second band up to ($)' },
  { quiz: 'preview', band: '150_300', label: 'Preview: third band up to ($)' },
];

/** The most a routine may cost in total for each budget answer (the top band has no ceiling). */
export function BudgetBandsEditor({ rules, onChange, errors }: { rules: EditedRules; onChange: (rules: EditedRules) => void; errors: Record<string, string> }) {
  const set = (quiz: keyof Bands, band: string, dollars: number) => {
    const next = structuredClone(rules);
    (next.budgetBands[quiz] as Record<string, number>)[band] = Math.round(dollars * 100);
    onChange(next);
  };
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        Budget bands
      </Title>
      <Text size="sm" c="gray.7">
        A routine's total stays inside the band the visitor chose; the top band of each quiz has no ceiling.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fields.map(({ quiz, band, label }) => (
          <NumberInput
            key={`${quiz}-${band}`}
            label={label}
            value={(rules.budgetBands[quiz] as Record<string, number>)[band]! / 100}
            onChange={(value) => typeof value === 'number' && set(quiz, band, value)}
            min={10}
            max={10_000}
            allowDecimal={false}
            error={errors[`rules.budgetBands.${quiz}.${band}`]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
