import { Anchor, Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type LoyaltyTier, loyaltyTiers } from '../../../shared/loyalty';
import type { PeopleFilterInput, PersonSummary } from '../../../shared/people';
import { trpc } from '../../trpc';
import { CONFIRMED_GREEN } from './badge-colors';
import { phoneCardColumns } from '../../components/back-office/phone-card-columns';
import cards from '../../components/back-office/phone-cards.module.css';
import classes from './people-table.module.css';

const PAGE_SIZES = [25, 50, 100];
type YesNo = 'yes' | 'no' | null;
const flag = (value: YesNo) => (value === null ? undefined : value === 'yes');

function YesNoFilter({ label, value, onChange }: { label: string; value: YesNo; onChange: (value: YesNo) => void }) {
  return (
    <Select
      label={label}
      placeholder="Any"
      clearable
      w={150}
      data={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
      value={value}
      onChange={(next) => onChange(next as YesNo)}
    />
  );
}

/** The filters as the CSV download's query string. */
function csvHref(filters: PeopleFilterInput): string {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, String(value)]])));
  return `/api/admin/people.csv${query.size ? `?${query}` : ''}`;
}

/** Everyone the shop knows: searched, filtered and paged by the server. */
export function PeopleTable() {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [confirmed, setConfirmed] = useState<YesNo>(null);
  const [member, setMember] = useState<YesNo>(null);
  const [pendingClaims, setPendingClaims] = useState<YesNo>(null);
  const [unsubscribed, setUnsubscribed] = useState<YesNo>(null);
  const [tier, setTier] = useState<LoyaltyTier | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const filters: PeopleFilterInput = {
    query: query || undefined,
    confirmed: flag(confirmed),
    member: flag(member),
    tier: tier ?? undefined,
    pendingClaims: flag(pendingClaims),
    unsubscribed: flag(unsubscribed),
  };
  const list = trpc.people.list.useQuery({ ...filters, page, pageSize }, { placeholderData: (previous) => previous });
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return (
    <>
      <Group align="flex-end">
        <TextInput label="Search" placeholder="Name, email or loyalty code" value={search} onChange={(event) => firstPage(setSearch)(event.currentTarget.value)} w={260} />
        <YesNoFilter label="Confirmed" value={confirmed} onChange={firstPage(setConfirmed)} />
        <YesNoFilter label="Member" value={member} onChange={firstPage(setMember)} />
        <Select label="Tier" placeholder="Any" clearable w={150} data={[...loyaltyTiers]} value={tier} onChange={(value) => firstPage(setTier)(value as LoyaltyTier | null)} />
        <YesNoFilter label="Pending claims" value={pendingClaims} onChange={firstPage(setPendingClaims)} />
        <YesNoFilter label="Unsubscribed" value={unsubscribed} onChange={firstPage(setUnsubscribed)} />
        <Button component="a" href={csvHref(filters)} variant="default">
          Download CSV
        </Button>
      </Group>
      <DataTable<PersonSummary>
        className={cards.cards}
        withTableBorder
        borderRadius="md"
        striped
        minHeight={200}
        idAccessor="id"
        records={list.data?.people ?? []}
        fetching={list.isFetching}
        totalRecords={list.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        recordsPerPage={pageSize}
        onRecordsPerPageChange={firstPage(setPageSize)}
        recordsPerPageOptions={PAGE_SIZES}
        noRecordsText="Nobody matches"
        columns={phoneCardColumns([
          {
            accessor: 'name',
            render: (person) => (
              <Anchor renderRoot={(props) => <Link to="/dashboard/people/$personId" params={{ personId: person.id }} {...props} />}>
                {person.firstName ?? 'No name'}
              </Anchor>
            ),
          },
          { accessor: 'email', render: (person) => person.email ?? '—' },
          {
            // One column for where the address stands, so the table fits a laptop's width without cutting a badge.
            accessor: 'confirmedAt',
            title: 'Email status',
            noWrap: true,
            render: (person) => (
              <Group gap={4} wrap="nowrap">
                <Badge color={person.confirmedAt ? CONFIRMED_GREEN : 'gray.7'} className={classes.badge}>
                  {person.confirmedAt ? 'Confirmed' : 'Not confirmed'}
                </Badge>
                {person.unsubscribed && (
                  <Badge color="red.9" className={classes.badge}>
                    Unsubscribed
                  </Badge>
                )}
              </Group>
            ),
          },
          { accessor: 'loyaltyCode', title: 'Code', render: (person) => person.loyaltyCode ?? '—' },
          { accessor: 'tierLevel', title: 'Tier', render: (person) => person.tierLevel ?? '—' },
          { accessor: 'pointsBalance', title: 'Points', textAlign: 'right', render: (person) => person.pointsBalance ?? '—' },
          { accessor: 'pendingClaims', title: 'Claims', textAlign: 'right' },
          { accessor: 'createdAt', title: 'Since', noWrap: true, render: (person) => new Date(person.createdAt).toLocaleDateString('en-US') },
        ])}
      />
    </>
  );
}
