import { Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import type { FormArrayElement, UseFormReturnType } from '@mantine/form';
import { ARTICLE_FAQS_MAX, ARTICLE_STEPS_MAX, ARTICLE_TAGS_MAX, META_DESCRIPTION_MAX, META_DESCRIPTION_RECOMMENDED } from '../../../shared/article-admin';
import { ARTICLE_SLUG_MAX, articleCategories, articleCategoryLabels, articleSchemaTypes } from '../../../shared/articles';
import { articleSchemaTypeLabels, labelledOptions } from '../../../shared/enum-labels';
import { slugFromName } from '../../../shared/slug';
import type { ArticleFormValues } from './article-form-values';
import { Hint } from './hint';
import { OrderedListEditor } from './ordered-list-editor';
import { SlugField } from './slug-field';

interface ArticleFormFieldsProps {
  form: UseFormReturnType<ArticleFormValues>;
  articleId?: number;
  /** A new article's slug follows its title until the slug is typed in. */
  slugFollowsTitle: boolean;
  onSlugTyped: () => void;
}

function MetaDescriptionCount({ length }: { length: number }) {
  const { min, max } = META_DESCRIPTION_RECOMMENDED;
  const advice = length === 0 ? '' : length < min ? ': a little short' : length > max ? ': search engines will cut it' : ': a good length';
  return (
    <Hint color={length === 0 ? 'gray.7' : length < min || length > max ? 'red.9' : 'teal.9'}>
      {length} / {META_DESCRIPTION_MAX} characters · aim for {min}-{max}
      {advice}
    </Hint>
  );
}

/** Every field of an article: text, markdown body, FAQs and steps in order, category and tags. */
export function ArticleFormFields({ form, articleId, slugFollowsTitle, onSlugTyped }: ArticleFormFieldsProps) {
  const values = form.getValues();
  const listOf = <P extends 'faqs' | 'steps'>(path: P, empty: FormArrayElement<ArticleFormValues, P>) => ({
    count: values[path].length,
    onAdd: () => form.insertListItem(path, empty),
    onRemove: (index: number) => form.removeListItem(path, index),
    onMove: (from: number, to: number) => form.reorderListItem(path, { from, to }),
  });
  return (
    <Stack>
      <TextInput
        label="Title"
        {...form.getInputProps('title')}
        onChange={(event) => {
          const title = event.currentTarget.value;
          form.setFieldValue('title', title);
          if (slugFollowsTitle) form.setFieldValue('slug', slugFromName(title, ARTICLE_SLUG_MAX));
        }}
      />
      <SlugField
        value={values.slug}
        articleId={articleId}
        error={form.errors.slug as string | undefined}
        onChange={(slug) => {
          onSlugTyped();
          form.setFieldValue('slug', slug);
        }}
      />
      <Textarea
        label="Meta description"
        autosize
        minRows={2}
        {...form.getInputProps('metaDescription')}
        description={<MetaDescriptionCount length={values.metaDescription.length} />}
      />
      <Textarea label="Content (markdown)" description={<Hint>## for a section heading, **bold**, - for a list, [text](/link)</Hint>} autosize minRows={12} maxRows={30} {...form.getInputProps('content')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Category" data={articleCategories.map((value) => ({ value, label: articleCategoryLabels[value] }))} allowDeselect={false} {...form.getInputProps('category')} />
        <Select label="Schema type" data={labelledOptions(articleSchemaTypes, articleSchemaTypeLabels)} allowDeselect={false} {...form.getInputProps('schemaType')} />
        <TextInput label="Author" {...form.getInputProps('authorName')} />
      </SimpleGrid>
      <TagsInput label="Tags" description={<Hint>Up to {ARTICLE_TAGS_MAX}; press Enter after each</Hint>} maxTags={ARTICLE_TAGS_MAX} {...form.getInputProps('tags')} />
      <OrderedListEditor
        legend="Frequently asked questions"
        noun="Question"
        max={ARTICLE_FAQS_MAX}
        {...listOf('faqs', { question: '', answer: '' })}
        renderItem={(index) => (
          <>
            <TextInput label={`Question ${index + 1}`} {...form.getInputProps(`faqs.${index}.question`)} />
            <Textarea label={`Answer ${index + 1}`} autosize minRows={2} {...form.getInputProps(`faqs.${index}.answer`)} />
          </>
        )}
      />
      <OrderedListEditor
        legend="Step-by-step guide"
        noun="Step"
        max={ARTICLE_STEPS_MAX}
        {...listOf('steps', { title: '', description: '' })}
        renderItem={(index) => (
          <>
            <TextInput label={`Step ${index + 1} title`} {...form.getInputProps(`steps.${index}.title`)} />
            <Textarea label={`Step ${index + 1}: what to do`} autosize minRows={2} {...form.getInputProps(`steps.${index}.description`)} />
          </>
        )}
      />
    </Stack>
  );
}
