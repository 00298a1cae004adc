import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { SEGMENT_CONDITIONS_MAX, type SegmentCondition, type SegmentRules } from '../../../shared/segments';
import { trpc } from '../../trpc';
import { ConditionRow } from './condition-row';
import { newCondition } from './segment-fields';

/** "312 people, 208 who accept newsletters": consent applies on top of any segment. */
export function countLine({ count, reachable }: { count: number; reachable: number }): string {
  return `${count} ${count === 1 ? 'person' : 'people'}, ${reachable} who accept${reachable === 1 ? 's' : ''} newsletters`;
}

/** A new segment: conditions over what the shop knows, with the count while she edits. */
export function SegmentEditor({ onSaved }: { onSaved: (id: number) => void }) {
  const [name, setName] = useState('');
  const [match, setMatch] = useState<SegmentRules['match']>('all');
  const [conditions, setConditions] = useState<SegmentCondition[]>([newCondition('skinType', undefined)]);
  const products = trpc.catalog.list.useQuery({});
  const productChoices = (products.data?.products ?? []).map((product) => ({ value: String(product.id), label: product.name }));
  const [rules] = useDebouncedValue<SegmentRules>({ match, conditions }, 300);
  const count = trpc.segments.count.useQuery(rules, { placeholderData: (previous) => previous, retry: false });
  const utils = trpc.useUtils();
  const create = trpc.segments.create.useMutation({
    onSuccess: async ({ segment }) => {
      await utils.segments.list.invalidate();
      setName('');
      onSaved(segment.id);
    },
  });
  const change = (index: number, condition: SegmentCondition) => setConditions((all) => all.map((entry, at) => (at === index ? condition : entry)));
  return (
    <Stack gap="md" component="section" aria-label="New segment">
      <TextInput label="Name" value={name} maxLength={80} onChange={(event) => setName(event.currentTarget.value)} required w={{ base: '100%', sm: 360 }} />
      <SegmentedControl
        aria-label="People who match"
        value={match}
        onChange={(value) => setMatch(value as SegmentRules['match'])}
        data={[
          { value: 'all', label: 'All conditions' },
          { value: 'any', label: 'Any condition' },
        ]}
        w="fit-content"
      />
      {conditions.map((condition, index) => (
        <ConditionRow
          // The position is the condition's identity while it is edited.
          key={index}
          index={index}
          condition={condition}
          products={productChoices}
          onChange={(next) => change(index, next)}
          onRemove={conditions.length > 1 ? () => setConditions((all) => all.filter((_entry, at) => at !== index)) : undefined}
        />
      ))}
      <Group>
        <Button variant="light" disabled={conditions.length >= SEGMENT_CONDITIONS_MAX} onClick={() => setConditions((all) => [...all, newCondition('newsletter', undefined)])}>
          Add a condition
        </Button>
      </Group>
      <Text fw={700} role="status" aria-live="polite">
        {count.error ? count.error.message : count.data ? countLine(count.data) : 'Counting…'}
      </Text>
      {create.error && (
        <Alert color="red" title="The segment was not saved">
          {create.error.message}
        </Alert>
      )}
      <Group>
        <Button loading={create.isPending} disabled={name.trim() === ''} onClick={() => create.mutate({ name, match, conditions })}>
          Save segment
        </Button>
      </Group>
    </Stack>
  );
}
