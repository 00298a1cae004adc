import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type AuditArea, type AuditRow, auditAreas } from '../../../shared/audit';
import { trpc } from '../../trpc';
import { auditAreaLabels } from './audit-area-labels';
import { actionLabels, words } from './audit-words';
import { ChangeDetails } from './change-details';
import { phoneCardColumns } from '../../components/back-office/phone-card-columns';
import cards from '../../components/back-office/phone-cards.module.css';

const PAGE_SIZE = 25;

/** Every back-office change, newest first, a page at a time; a row opens to show what changed. */
export function AuditLogTable() {
  const [area, setArea] = useState<AuditArea | null>(null);
  const [subject, setSubject] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const accounts = trpc.accounts.list.useQuery();
  const [debouncedSubject] = useDebouncedValue(subject.trim(), 250);
  // The cursors of the pages before this one: "Newer" goes back one, a new filter starts again.
  const [cursors, setCursors] = useState<string[]>([]);
  const beforeId = cursors.at(-1);
  const list = trpc.audit.list.useQuery(
    { area: area ?? undefined, subject: debouncedSubject || undefined, accountId: accountId ?? undefined, limit: PAGE_SIZE, beforeId },
    { placeholderData: (previous) => previous },
  );
  const [expanded, setExpanded] = useState<string[]>([]);
  const nextBeforeId = list.data?.nextBeforeId ?? null;
  return (
    <>
      <Group align="flex-end">
        <Select
          label="Area"
          placeholder="Everything"
          clearable
          data={auditAreas.map((value) => ({ value, label: auditAreaLabels[value] }))}
          value={area}
          onChange={(value) => {
            setArea(value as AuditArea | null);
            setCursors([]);
          }}
        />
        <Select
          label="By"
          placeholder="Anyone"
          clearable
          data={(accounts.data?.accounts ?? []).map((account) => ({ value: account.id, label: account.email ?? 'The owner' }))}
          value={accountId}
          onChange={(value) => {
            setAccountId(value);
            setCursors([]);
          }}
        />
        <TextInput
          label="Subject"
          placeholder="A name, an order number or an id"
          // Wide enough for its whole hint, on a phone the screen's width.
          w={{ base: '100%', xs: 300 }}
          value={subject}
          maxLength={120}
          onChange={(event) => {
            setSubject(event.currentTarget.value);
            setCursors([]);
          }}
        />
      </Group>
      <DataTable<AuditRow>
        className={cards.cards}
        withTableBorder
        borderRadius="md"
        minHeight={200}
        records={list.data?.entries ?? []}
        fetching={list.isFetching}
        noRecordsText="No changes recorded"
        // A button per row opens it, so the keyboard reaches every change too.
        rowExpansion={{ trigger: 'never', expanded: { recordIds: expanded, onRecordIdsChange: setExpanded }, content: ({ record }) => <ChangeDetails entry={record} /> }}
        columns={phoneCardColumns([
          { accessor: 'createdAt', title: 'When', render: (entry) => new Date(entry.createdAt).toLocaleString('en-US') },
          { accessor: 'area', render: (entry) => auditAreaLabels[entry.area] },
          { accessor: 'subject', render: (entry) => entry.subjectName ?? entry.subject },
          { accessor: 'action', render: (entry) => actionLabels[entry.action] ?? words(entry.action) },
          { accessor: 'accountEmail', title: 'By', render: (entry) => (entry.accountId ? (entry.accountEmail ?? 'The owner') : 'The shop (scheduled)') },
          {
            accessor: 'id',
            title: 'Changes',
            render: (entry) => {
              const open = expanded.includes(entry.id);
              return (
                <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setExpanded(open ? expanded.filter((id) => id !== entry.id) : [...expanded, entry.id])}>
                  {open ? 'Hide' : 'Show'}
                </Button>
              );
            },
          },
        ])}
      />
      <Group justify="flex-end">
        <Button variant="default" disabled={cursors.length === 0} onClick={() => setCursors(cursors.slice(0, -1))}>
          Newer
        </Button>
        <Button variant="default" disabled={nextBeforeId === null} onClick={() => nextBeforeId && setCursors([...cursors, nextBeforeId])}>
          Older
        </Button>
      </Group>
    </>
  );
}
