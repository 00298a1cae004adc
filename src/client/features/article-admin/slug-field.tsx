import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { trpc } from '../../trpc';
import { Hint } from './hint';

interface SlugFieldProps {
  value: string;
  /** The article being edited, whose own slug counts as free. */
  articleId?: number;
  error?: string;
  onChange: (slug: string) => void;
}

/** The article's address; says as it is typed (once typing pauses) whether it is free. */
export function SlugField({ value, articleId, error, onChange }: SlugFieldProps) {
  const slug = value.trim();
  const [debounced] = useDebouncedValue(slug, 300);
  const check = trpc.articleAdmin.slugAvailable.useQuery({ slug: debounced, ...(articleId ? { exceptId: articleId } : {}) }, { enabled: debounced.length > 0 });
  const settled = debounced === slug && !check.isFetching && check.data !== undefined;
  const taken = settled && check.data?.available === false ? check.data.reason : undefined;
  const description = !slug
    ? 'Lower-case words joined by hyphens: the end of the article’s address'
    : settled && check.data?.available
      ? `/learning-hub/${slug} is free`
      : settled
        ? `/learning-hub/${slug}`
        : 'Checking whether it is free…';
  return (
    <TextInput
      label="Slug"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={<Hint live>{description}</Hint>}
      error={error ?? taken}
      rightSection={slug && !settled ? <Loader size="xs" aria-hidden="true" /> : null}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
