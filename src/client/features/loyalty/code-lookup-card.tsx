import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { memberLookupInputSchema } from '../../../shared/loyalty';
import { SectionCard } from './section-card';

export function CodeLookupCard({ onLookup }: { onLookup: (code: string) => void }) {
  const form = useForm({
    initialValues: { code: '' },
    validate: schemaResolver(memberLookupInputSchema, { sync: true }),
  });
  return (
    <SectionCard title="Already a member?">
      <form onSubmit={form.onSubmit((values) => onLookup(memberLookupInputSchema.parse(values).code))} noValidate>
        <Stack>
          <Text c="gray.7" size="sm">
            Enter the loyalty code from your welcome email to see your points and rewards.
          </Text>
          <TextInput
            label="Loyalty code"
            placeholder="e.g. GLOW-7Q4K-M2XP"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.getInputProps('code')}
          />
          <Button type="submit">Look Up My Points</Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
