import { Button, Group, List, Text } from '@mantine/core';
import type { FlowStepView } from '../../../shared/flows';
import { trpc } from '../../trpc';

/** Every saved version of a step, newest first; any earlier one can be made current again. */
export function FlowHistory({ step, onRestored, onError }: { step: FlowStepView; onRestored: () => Promise<void>; onError: (message: string) => void }) {
  const versions = trpc.flows.versions.useQuery({ step: step.step });
  const restore = trpc.flows.restore.useMutation({ onSuccess: onRestored, onError: (error) => onError(error.message) });
  return (
    <section aria-labelledby="flow-history-title">
      <Text id="flow-history-title" fw={700}>
        Versions
      </Text>
      <List spacing={4} size="sm" listStyleType="none" aria-label="Versions">
        {(versions.data?.versions ?? []).map((version) => (
          <List.Item key={version.version}>
            <Group gap="sm">
              <Text size="sm">
                Version {version.version}: “{version.subject}”{version.enabled ? '' : ' (off)'},{' '}
                {version.createdAt ? `saved ${new Date(version.createdAt).toLocaleString('en-US')}` : 'the shop’s default words'}
              </Text>
              {version.version === step.version ? (
                <Text size="sm" fw={700}>
                  current
                </Text>
              ) : (
                <Button
                  size="compact-xs"
                  variant="light"
                  loading={restore.isPending && restore.variables?.restore === version.version}
                  onClick={() => restore.mutate({ step: step.step, version: step.version, restore: version.version })}
                >
                  Restore version {version.version}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
