import { Alert, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { EditedRules, RulesOverview, RulesPreview } from '../../../shared/recommendation-rules';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { BudgetBandsEditor } from './budget-bands-editor';
import { ConcernWeightsTable } from './concern-weights-table';
import { PreferencesEditor } from './preferences-editor';
import { PreviewReport } from './preview-report';
import { PublishConfirmation } from './publish-confirmation';
import { StepOrderEditor } from './step-order-editor';

const PREVIEW_RESPONSES = 200;

function statusLine(overview: RulesOverview): string {
  const published = overview.published
    ? `Version ${overview.published.version} is live since ${new Date(overview.published.publishedAt!).toLocaleString()}.`
    : 'The built-in rules are live.';
  const draft = overview.draft ? ` A draft (version ${overview.draft.version}) is saved.` : '';
  return published + draft;
}

/** Edits a copy of the rules; preview, save and publish act on it. A save from an outdated draft answers 409 and is shown, not overwritten. */
export function RulesEditor({ overview, products }: { overview: RulesOverview; products: { id: number; name: string }[] }) {
  const utils = trpc.useUtils();
  const start = overview.draft ?? overview.published;
  const [rules, setRules] = useState<EditedRules>(start?.rules ?? overview.builtIn);
  const [revision, setRevision] = useState(overview.draft?.revision);
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<RulesPreview | null>(null);
  const [confirming, setConfirming] = useState(false);

  const change = (next: EditedRules) => {
    setRules(next);
    setDirty(true);
    setErrors({});
    setPreview(null);
  };
  const onError = (error: { message: string; data?: { httpStatus?: number; field?: string | null } | null }) => {
    // A stale draft is said once, by the notice.
    if (error.data?.httpStatus === 409) return setStale(true);
    if (error.data?.field) setErrors({ [error.data.field]: error.message });
    showToast('Error', error.message, 'destructive');
  };
  const previewRun = trpc.recommendationRules.preview.useMutation({ onSuccess: setPreview, onError });
  const save = trpc.recommendationRules.saveDraft.useMutation({
    onSuccess: ({ draft }) => {
      setRevision(draft.revision);
      setDirty(false);
      setErrors({});
      showToast('Draft saved', 'Nothing changes for visitors until you publish.');
      void utils.recommendationRules.overview.invalidate();
    },
    onError,
  });
  const publish = trpc.recommendationRules.publish.useMutation({
    onSuccess: ({ published }) => {
      setConfirming(false);
      setRevision(undefined);
      showToast('Rules published', `Version ${published.version} is used for every new quiz result.`);
      void utils.recommendationRules.overview.invalidate();
    },
    onError: (error) => {
      setConfirming(false);
      onError(error);
    },
  });
  const discard = trpc.recommendationRules.discardDraft.useMutation({
    onSuccess: () => {
      setRevision(undefined);
      setRules(overview.published?.rules ?? overview.builtIn);
      setDirty(false);
      showToast('Draft discarded', 'The published rules stay as they are.');
      void utils.recommendationRules.overview.invalidate();
    },
    onError,
  });

  return (
    <Stack gap="lg">
      <Text>{statusLine(overview)}</Text>
      {stale && (
        <Alert color="orange" title="Changed since you opened it">
          Someone saved or published these rules after you opened them. Reload the page to see the current version before saving.
        </Alert>
      )}
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Concern weights
          </Title>
          <ConcernWeightsTable rules={rules} onChange={change} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <StepOrderEditor rules={rules} onChange={change} />
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xl">
          <BudgetBandsEditor rules={rules} onChange={change} errors={errors} />
          <Divider />
          <PreferencesEditor rules={rules} products={products} onChange={change} errors={errors} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Safety rules (always on)
          </Title>
          <List size="sm">
            <List.Item>Sensitive skin: fragrance-free products only, no harsh actives.</List.Item>
            <List.Item>Acne-prone skin: non-comedogenic products only.</List.Item>
            <List.Item>Beginners and overwhelmed visitors: no harsh actives.</List.Item>
            <List.Item>A product made for particular skin types is picked only for those types.</List.Item>
          </List>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group>
            <Button variant="light" loading={previewRun.isPending} onClick={() => previewRun.mutate({ rules, responses: PREVIEW_RESPONSES })}>
              Preview on the last {PREVIEW_RESPONSES} results
            </Button>
            <Button loading={save.isPending} disabled={stale || (!dirty && revision !== undefined)} onClick={() => save.mutate({ rules, revision })}>
              Save draft
            </Button>
            <Button loading={publish.isPending} disabled={stale || dirty || revision === undefined} onClick={() => setConfirming(true)}>
              Publish
            </Button>
            {revision !== undefined && (
              <Button variant="subtle" color="red.9" c="red.9" loading={discard.isPending} disabled={stale} onClick={() => discard.mutate({ revision })}>
                Discard draft
              </Button>
            )}
          </Group>
          {dirty && <Text size="sm">Unsaved changes: save the draft to publish it.</Text>}
          {preview && <PreviewReport preview={preview} />}
        </Stack>
      </Paper>
      {confirming && revision !== undefined && (
        <PublishConfirmation rules={rules} publishing={publish.isPending} onConfirm={() => publish.mutate({ revision })} onClose={() => setConfirming(false)} />
      )}
    </Stack>
  );
}
