import { Button, Checkbox, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { productStatuses } from '../../../shared/admin-products';
import { budgetTiers, routineSteps, skinConcerns, skinTypes } from '../../../shared/catalog';
import { budgetTierLabels, labelledOptions, productStatusLabels, routineStepLabels, skinConcernLabels, skinTypeLabels } from '../../../shared/enum-labels';
import { categoryLabels, productCategories } from '../../../shared/product-categories';
import { ImageField } from './image-field';
import type { ProductFormValues } from './product-form-values';

const flags = [
  ['fragranceFree', 'Fragrance-free'],
  ['sensitiveSafe', 'Safe for sensitive skin'],
  ['nonComedogenic', 'Non-comedogenic'],
  ['harshActives', 'Strong actives (kept from sensitive skin)'],
] as const;

/** Every field the shop and the recommendation engine use; submit sends them through onSubmit. */
export function ProductForm({ form, saving, onSubmit, submitLabel }: { form: UseFormReturnType<ProductFormValues>; saving: boolean; onSubmit: (values: ProductFormValues) => void; submitLabel: string }) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" {...form.getInputProps('name')} />
          <TextInput label="Slug" description="Lower-case words joined by hyphens; unique" {...form.getInputProps('slug')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
        <TextInput label="Why pick it (one line on the card)" {...form.getInputProps('reason')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label="Price ($)" decimalScale={2} min={0} {...form.getInputProps('price')} />
          <NumberInput label="Original price ($, when on offer)" decimalScale={2} min={0} {...form.getInputProps('originalPrice')} />
          <Select label="Status" data={labelledOptions(productStatuses, productStatusLabels)} allowDeselect={false} {...form.getInputProps('status')} />
        </SimpleGrid>
        <ImageField value={form.values.imageUrl} error={form.errors.imageUrl as string | undefined} onChange={(imageUrl) => form.setFieldValue('imageUrl', imageUrl)} />
        <TextInput label="Store path" description="Added to your storefront address, e.g. /p/my-product" {...form.getInputProps('storePath')} />
        <TagsInput label="Tags" description="Shown on the product card" {...form.getInputProps('tags')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Category" data={labelledOptions(productCategories, categoryLabels)} allowDeselect={false} {...form.getInputProps('category')} />
          <Select label="Routine step" data={labelledOptions(routineSteps, routineStepLabels)} allowDeselect={false} {...form.getInputProps('routineStep')} />
          <Select label="Budget tier" data={labelledOptions(budgetTiers, budgetTierLabels)} allowDeselect={false} {...form.getInputProps('budgetTier')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect label="Concerns it targets" data={labelledOptions(skinConcerns, skinConcernLabels)} {...form.getInputProps('concerns')} />
          <MultiSelect label="Skin types (none = every type)" data={labelledOptions(skinTypes, skinTypeLabels)} {...form.getInputProps('skinTypes')} />
        </SimpleGrid>
        <Group>
          {flags.map(([field, label]) => (
            <Checkbox key={field} label={label} {...form.getInputProps(field, { type: 'checkbox' })} />
          ))}
        </Group>
        <Button type="submit" loading={saving} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
