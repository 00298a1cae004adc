import { ActionIcon, Group, MultiSelect, NumberInput, Select } from '@mantine/core';
import type { SegmentCondition, SegmentField } from '../../../shared/segments';
import { newCondition, segmentFields } from './segment-fields';

const fieldChoices = (Object.keys(segmentFields) as SegmentField[]).map((field) => ({ value: field, label: segmentFields[field].label }));

/** One condition: its field, how it compares and the value, each a labelled control. */
export function ConditionRow({
  index,
  condition,
  products,
  onChange,
  onRemove,
}: {
  index: number;
  condition: SegmentCondition;
  products: Array<{ value: string; label: string }>;
  onChange: (condition: SegmentCondition) => void;
  onRemove?: () => void;
}) {
  const field = segmentFields[condition.field];
  const number = `Condition ${index + 1}`;
  const set = (changes: Partial<SegmentCondition>) => onChange({ ...condition, ...changes } as SegmentCondition);
  const setOp = (op: SegmentCondition['op']) => {
    // Between one value and several, the value changes shape.
    if (field.value.kind === 'choice' && (op === 'in') !== (condition.op === 'in')) {
      set({ op, value: op === 'in' ? [condition.value as string] : (condition.value as string[])[0]! } as Partial<SegmentCondition>);
    } else set({ op } as Partial<SegmentCondition>);
  };
  return (
    <Group align="flex-end" wrap="wrap" gap="xs" role="group" aria-label={number}>
      <Select
        label={`${number}: field`}
        data={fieldChoices}
        value={condition.field}
        allowDeselect={false}
        onChange={(value) => value && onChange(newCondition(value as SegmentField, Number(products[0]?.value) || undefined))}
        w={220}
      />
      <Select label={`${number}: compare`} data={field.ops} value={condition.op} allowDeselect={false} onChange={(value) => value && setOp(value as SegmentCondition['op'])} w={170} />
      {field.value.kind === 'choice' && condition.op === 'in' && (
        <MultiSelect label={`${number}: values`} data={field.value.choices} value={condition.value as string[]} onChange={(value) => value.length > 0 && set({ value } as Partial<SegmentCondition>)} w={260} />
      )}
      {field.value.kind === 'choice' && condition.op !== 'in' && (
        <Select label={`${number}: value`} data={field.value.choices} value={condition.value as string} allowDeselect={false} onChange={(value) => value && set({ value } as Partial<SegmentCondition>)} w={220} />
      )}
      {field.value.kind === 'flag' && (
        <Select
          label={`${number}: value`}
          data={[
            { value: 'true', label: field.value.yes },
            { value: 'false', label: field.value.no },
          ]}
          value={String(condition.value)}
          allowDeselect={false}
          onChange={(value) => value && set({ value: value === 'true' } as Partial<SegmentCondition>)}
          w={120}
        />
      )}
      {field.value.kind === 'number' && (
        <NumberInput
          label={`${number}: ${field.value.unit}`}
          min={field.value.min}
          allowDecimal={false}
          value={condition.value as number}
          onChange={(value) => typeof value === 'number' && set({ value } as Partial<SegmentCondition>)}
          w={140}
        />
      )}
      {field.value.kind === 'product' && (
        <Select label={`${number}: product`} data={products} searchable value={String(condition.value)} allowDeselect={false} onChange={(value) => value && set({ value: Number(value) } as Partial<SegmentCondition>)} w={260} />
      )}
      {onRemove && (
        <ActionIcon variant="subtle" color="red.9" size="lg" aria-label={`Remove condition ${index + 1}`} onClick={onRemove}>
          ×
        </ActionIcon>
      )}
    </Group>
  );
}
