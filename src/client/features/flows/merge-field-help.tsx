import { Code, List, Text } from '@mantine/core';
import { mergeFieldHelp, mergeFields } from '../../../shared/flows';

/** The merge fields she may write, with what each becomes. */
export function MergeFieldHelp() {
  return (
    <section aria-labelledby="merge-fields-title">
      <Text id="merge-fields-title" size="sm" fw={700}>
        Merge fields
      </Text>
      <List size="sm" spacing={2}>
        {mergeFields.map((field) => (
          <List.Item key={field}>
            <Code>{`{${field}}`}</Code> {mergeFieldHelp[field]}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
