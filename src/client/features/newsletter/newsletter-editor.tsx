import { Button, Grid, Group, MultiSelect, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_PRODUCTS_MAX, NEWSLETTER_SUBJECT_MAX, type Newsletter } from '../../../shared/newsletter';
import { MarkdownPreview } from '../../components/article/markdown-preview';
import { NotDoneAlert } from '../../components/not-done-alert';
import { showToast } from '../../lib/toast';
import { trpc } from '../../trpc';
import { audienceOf, audienceOptions, audienceSize, emptyNewsletter, formValuesOf, type NewsletterFormValues, subjectFieldsOf } from './newsletter-form-values';
import { SubjectTestFields } from './subject-test-fields';
import { SubjectTestResults } from './subject-test-results';
import { NewsletterProductsPreview } from './newsletter-products-preview';
import { NewsletterStatusBadge } from './newsletter-status-badge';
import { SendNewsletterDialog } from './send-newsletter-dialog';
import { countOf } from '../../../shared/count-words';

const NEEDS_SAVE_ID = 'newsletter-needs-save';

/** A field's description, dark enough to read (Mantine's default grey is below a 4.5:1 contrast). */
const FieldHint = ({ children }: { children: ReactNode }) => (
  <Text component="span" size="xs" c="gray.7">
    {children}
  </Text>
);

/**
 * Writes a newsletter beside the article editor's sanitised preview; sends a test to the shop's
 * own address; then sends it now or schedules it after a confirmation that shows how many
 * people it reaches. A sent one is shown, not edited.
 */
export function NewsletterEditor({ newsletter, onSaved }: { newsletter?: Newsletter; onSaved: (saved: Newsletter) => void }) {
  const utils = trpc.useUtils();
  const list = trpc.newsletterAdmin.list.useQuery();
  const products = trpc.catalog.list.useQuery({});
  const segments = trpc.segments.list.useQuery();
  const [opened, setOpened] = useState(newsletter);
  const [values, setValues] = useState<NewsletterFormValues>(newsletter ? formValuesOf(newsletter) : emptyNewsletter);
  const [saved, setSaved] = useState(values);
  const [problem, setProblem] = useState<string | null>(null);
  const [scheduleAt, setScheduleAt] = useState('');
  const [confirming, setConfirming] = useState<{ at: string | null } | null>(null);
  const preview = useDeferredValue(values.markdown);
  const onError = (error: { message: string }) => setProblem(error.message);
  const remember = (next: Newsletter) => {
    const nextValues = formValuesOf(next);
    setOpened(next);
    setValues(nextValues);
    setSaved(nextValues);
    setProblem(null);
    void utils.newsletterAdmin.list.invalidate();
    onSaved(next);
  };
  const create = trpc.newsletterAdmin.create.useMutation({ onSuccess: ({ newsletter: next }) => remember(next), onError });
  const update = trpc.newsletterAdmin.update.useMutation({ onSuccess: ({ newsletter: next }) => remember(next), onError });
  const sendTest = trpc.newsletterAdmin.sendTest.useMutation({
    onSuccess: ({ sentTo }) => showToast('Test sent', `A test is on its way to ${sentTo}.`, 'default'),
    onError,
  });
  const send = trpc.newsletterAdmin.send.useMutation({
    onSuccess: async ({ queued }) => {
      setConfirming(null);
      showToast('Newsletter queued', `${countOf(queued, 'message')} ${queued === 1 ? 'is' : 'are'} on ${queued === 1 ? 'its' : 'their'} way.`, 'default');
      if (opened) remember((await utils.newsletterAdmin.get.fetch({ id: opened.id }, { staleTime: 0 })).newsletter);
    },
    onError: (error) => {
      setConfirming(null);
      onError(error);
    },
  });

  const readOnly = opened !== undefined && opened.status !== 'draft';
  const dirty = JSON.stringify(values) !== JSON.stringify(saved) || !opened;
  const busy = create.isPending || update.isPending || send.isPending || sendTest.isPending;
  const needsSave = dirty ? NEEDS_SAVE_ID : undefined;
  const set = <K extends keyof NewsletterFormValues>(key: K, value: NewsletterFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  function save() {
    const fields = {
      ...subjectFieldsOf(values),
      preheader: values.preheader || undefined,
      markdown: values.markdown,
      audience: audienceOf(values.audience),
      productIds: values.productIds.map(Number),
    };
    if (opened) update.mutate({ id: opened.id, version: opened.version, ...fields, ...(values.testSubjects ? {} : { subjects: null }), preheader: values.preheader || null });
    else create.mutate(fields);
  }

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Newsletter editor">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>{opened ? opened.subject : 'New newsletter'}</Title>
          {opened ? <NewsletterStatusBadge status={opened.status} /> : null}
        </Group>
        <NotDoneAlert problem={problem} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput
                label={values.testSubjects ? 'Subject A' : 'Subject'}
                required
                maxLength={NEWSLETTER_SUBJECT_MAX}
                value={values.subject}
                readOnly={readOnly}
                onChange={(event) => set('subject', event.currentTarget.value)}
              />
              <SubjectTestFields values={values} readOnly={readOnly} set={set} />
              <TextInput
                label="Preheader"
                description={<FieldHint>The line mail apps show after the subject</FieldHint>}
                maxLength={NEWSLETTER_PREHEADER_MAX}
                value={values.preheader}
                readOnly={readOnly}
                onChange={(event) => set('preheader', event.currentTarget.value)}
              />
              <Select label="Audience" data={audienceOptions(list.data?.audiences, segments.data?.segments)} value={values.audience} allowDeselect={false} readOnly={readOnly} onChange={(value) => set('audience', value ?? 'all')} />
              <MultiSelect
                label="Products"
                description={<FieldHint>Up to {NEWSLETTER_PRODUCTS_MAX}, shown under the text with a link to each</FieldHint>}
                data={(products.data?.products ?? []).map((product) => ({ value: String(product.id), label: product.name }))}
                value={values.productIds}
                maxValues={NEWSLETTER_PRODUCTS_MAX}
                searchable
                readOnly={readOnly}
                onChange={(value) => set('productIds', value)}
              />
              <Textarea label="Body (markdown)" required autosize minRows={10} maxRows={30} value={values.markdown} readOnly={readOnly} onChange={(event) => set('markdown', event.currentTarget.value)} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Paper withBorder radius="md" p="md" component="section" aria-label="Preview">
              <Text size="xs" fw={700} tt="uppercase" c="gray.7">
                Preview
              </Text>
              <Title order={3} my="xs">
                {values.subject || 'Untitled newsletter'}
              </Title>
              <MarkdownPreview markdown={preview} />
              <NewsletterProductsPreview productIds={values.productIds} catalogue={products.data?.products} />
            </Paper>
          </Grid.Col>
        </Grid>
        {opened?.subjectTest && readOnly ? (
          <SubjectTestResults
            newsletter={opened}
            onChosen={async () => remember((await utils.newsletterAdmin.get.fetch({ id: opened.id }, { staleTime: 0 })).newsletter)}
            onError={onError}
          />
        ) : null}
        {readOnly ? null : (
          <Stack gap="sm">
            <Group>
              <Button onClick={save} loading={create.isPending || update.isPending} disabled={!dirty}>
                {opened ? 'Save changes' : 'Save draft'}
              </Button>
              <Button variant="light" disabled={!opened || dirty} aria-describedby={needsSave} loading={sendTest.isPending} onClick={() => opened && sendTest.mutate({ id: opened.id })}>
                Send test
              </Button>
              <Button disabled={!opened || dirty || busy} aria-describedby={needsSave} onClick={() => setConfirming({ at: null })}>
                Send now
              </Button>
            </Group>
            <Group align="flex-end">
              <TextInput type="datetime-local" label="Send at (your time)" value={scheduleAt} onChange={(event) => setScheduleAt(event.currentTarget.value)} />
              <Button variant="light" disabled={!opened || dirty || !scheduleAt || busy} aria-describedby={needsSave} onClick={() => setConfirming({ at: new Date(scheduleAt).toISOString() })}>
                Schedule
              </Button>
            </Group>
            {/* Why sending is not possible yet: what goes out is what was saved. */}
            {dirty ? (
              <Text size="sm" c="gray.7" id={NEEDS_SAVE_ID}>
                {opened ? 'Save your changes to send a test, send it or schedule it.' : 'Save the draft first: then you can send a test, send it or schedule it.'}
              </Text>
            ) : null}
          </Stack>
        )}
      </Stack>
      <SendNewsletterDialog
        opened={confirming !== null}
        at={confirming?.at ?? null}
        recipients={audienceSize(list.data?.audiences, values.audience)}
        subjectTest={values.testSubjects ? { testPercent: values.testPercent, winnerAfterHours: values.winnerAfterHours } : null}
        busy={send.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => opened && send.mutate({ id: opened.id, ...(confirming?.at ? { at: confirming.at } : {}) })}
      />
    </Paper>
  );
}
