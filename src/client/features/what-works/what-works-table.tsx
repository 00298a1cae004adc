import { Alert, Anchor, Badge, Group, Select, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { type SkinTypeValue, skinTypes } from '../../../shared/catalog';
import { skinTypeLabels } from '../../../shared/enum-labels';
import type { WhatWorksRow } from '../../../shared/what-works';
import { phoneCardColumns } from '../../components/back-office/phone-card-columns';
import cards from '../../components/back-office/phone-cards.module.css';
import { trpc } from '../../trpc';

const effectColours: Record<WhatWorksRow['engine'], string> = { higher: 'teal.9', lower: 'red.9', 'as the rules': 'gray.7' };

/**
 * What people answered when asked "Is it working for you?", per product and skin type, and how
 * the engine now ranks each against the rules alone. Her pins and exclusions still win.
 */
export function WhatWorksTable() {
  const [skinType, setSkinType] = useState<SkinTypeValue | null>(null);
  const list = trpc.outcomes.whatWorks.useQuery();
  const rows = (list.data?.rows ?? []).filter((row) => skinType === null || row.skinType === skinType);
  return (
    <>
      <Text c="gray.7">
        Each person answers once per product, from the links in the survey invitation; a survey answer of “not seeing results” counts as a weak “not yet”. The engine weighs the answers of
        people with the same skin type, sensitivity and main concern, inside the safety and budget rules; your pinned and excluded products still win.
      </Text>
      <Group align="flex-end" justify="space-between">
        <Select
          label="Skin type"
          placeholder="All skin types"
          clearable
          data={skinTypes.map((value) => ({ value, label: skinTypeLabels[value] }))}
          value={skinType}
          onChange={(value) => setSkinType(value as SkinTypeValue | null)}
        />
        <Anchor href="/api/admin/what-works.csv" download>
          Download CSV
        </Anchor>
      </Group>
      {list.error ? (
        <Alert color="red" title="The answers could not be loaded">
          {list.error.message}
        </Alert>
      ) : null}
      <DataTable<WhatWorksRow>
        className={cards.cards}
        withTableBorder
        minHeight={160}
        records={rows}
        idAccessor={(row) => `${row.productId}:${row.skinType}`}
        fetching={list.isFetching}
        noRecordsText="No answers yet"
        columns={phoneCardColumns<WhatWorksRow>([
          { accessor: 'productName', title: 'Product' },
          { accessor: 'skinType', render: (row) => skinTypeLabels[row.skinType] },
          { accessor: 'answered', textAlign: 'right' },
          { accessor: 'works', title: 'Works for me', textAlign: 'right' },
          { accessor: 'early', title: 'Too early', textAlign: 'right' },
          { accessor: 'notForMe', title: 'Not for me', textAlign: 'right' },
          { accessor: 'worksShare', title: 'Share that works', textAlign: 'right', render: (row) => (row.worksShare === null ? '—' : `${Math.round(row.worksShare * 100)}%`) },
          {
            accessor: 'engine',
            title: 'Engine ranks it',
            render: (row) => (
              <Badge variant="outline" color={effectColours[row.engine]}>
                {row.engine === 'as the rules' ? 'As the rules' : `${row.engine === 'higher' ? 'Higher' : 'Lower'} (×${row.weight.toFixed(2)})`}
              </Badge>
            ),
          },
        ])}
      />
    </>
  );
}
