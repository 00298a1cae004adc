import { Anchor, Paper, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { emailTemplateLabels } from '../../../shared/email-template-labels';
import { emailStatusLabels, labelOrCode } from '../../../shared/enum-labels';
import type { PersonProfile } from '../../../shared/people';
import { surveyAnswerLabel, surveyBudgetLabels } from '../../../shared/survey';
import cards from '../../components/back-office/phone-cards.module.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

export function Section({ title, empty, children }: { title: string; empty?: string | false; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {empty ? <Text c="gray.7">{empty}</Text> : children}
      </Stack>
    </Paper>
  );
}

export function SimpleTable({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <Table.ScrollContainer minWidth={500} className={cards.scroll} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}>
      <Table striped className={cards.cards}>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={index}>
              {row.map((cell, column) => (
                <Table.Td key={column} data-label={head[column] || undefined}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ConsentTimeline({ consent }: { consent: PersonProfile['consent'] }) {
  return (
    <Section title="Consent" empty={consent.length === 0 && 'No consent given or withdrawn.'}>
      <Timeline bulletSize={14} lineWidth={2}>
        {consent.map((entry) => (
          <Timeline.Item key={entry.id} title={entry.action === 'granted' ? 'Consent given' : 'Consent withdrawn'}>
            <Text size="sm">
              {when(entry.createdAt)} · {entry.source}
              {entry.form ? ` · ${entry.form}` : ''}
              {entry.template ? ` · from ${entry.template}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}

export function QuizResultsCard({ results }: { results: PersonProfile['quizResults'] }) {
  return (
    <Section title="Quiz results" empty={results.length === 0 && 'No quiz result linked.'}>
      <SimpleTable
        label="Quiz results"
        head={['Taken', 'Quiz', 'Match', 'Results']}
        rows={results.map((result) => [
          when(result.createdAt),
          result.kind,
          `${result.matchScore}%`,
          <Anchor key="link" href={result.resultsUrl} target="_blank" rel="noopener">
            Open results
          </Anchor>,
        ])}
      />
    </Section>
  );
}

/** Where a message stands: a timed one not yet due says when it goes, a failed one why. */
function emailStatus(email: PersonProfile['emails'][number]): string {
  if (email.scheduledFor) return `Scheduled for ${when(email.scheduledFor)}`;
  const status = labelOrCode(emailStatusLabels, email.status);
  return email.lastError && email.status !== 'sent' ? `${status} (${email.lastError})` : status;
}

export function EmailsCard({ emails }: { emails: PersonProfile['emails'] }) {
  return (
    <Section title="Emails" empty={emails.length === 0 && 'No email sent.'}>
      <SimpleTable
        label="Emails"
        head={['Email', 'Status', 'Queued', 'Sent', 'Clicks']}
        rows={emails.map((email) => [
          labelOrCode(emailTemplateLabels, email.template),
          emailStatus(email),
          when(email.createdAt),
          when(email.sentAt),
          email.clicks === 0 ? '0' : `${email.clicks}: ${email.clickedTargets.join(', ')}`,
        ])}
      />
    </Section>
  );
}

export function SurveyAnswersCard({ answers }: { answers: PersonProfile['surveyAnswers'] }) {
  return (
    <Section title="Survey answers" empty={answers.length === 0 && 'No usage survey answered.'}>
      <SimpleTable
        label="Survey answers"
        head={['Product', 'Uses it', 'Challenge', 'Would like', 'Budget', 'Answered']}
        rows={answers.map((answer) => [
          answer.productName,
          surveyAnswerLabel('usage', answer.usage),
          surveyAnswerLabel('challenge', answer.challenge),
          surveyAnswerLabel('improvement', answer.improvement),
          surveyBudgetLabels[answer.budget] ?? answer.budget,
          when(answer.createdAt),
        ])}
      />
    </Section>
  );
}

export { when };
