import { Alert, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type ImportReport, importReportSchema, STORE_ORDER_FILE_MAX_BYTES } from '../../../shared/store-orders';
import { CsvUploadForm } from '../../components/csv-upload-form';
import { trpc } from '../../trpc';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function ReportSummary({ report }: { report: ImportReport }) {
  return (
    <Alert color="green" title="Orders imported">
      {plural(report.newOrders, 'new order')} ({report.unchangedOrders} already imported). {plural(report.claimsApproved, 'claim')} approved,{' '}
      {report.claimsFlagged} flagged for a different total, {plural(report.ordersCredited, 'order')} credited to members without a claim.
      {report.newLines > 0 && (
        <>
          {' '}
          {plural(report.newLines, 'order line')} stored
          {report.unknownProductLines > 0 ? `, ${report.unknownProductLines} naming a product the catalogue does not know (kept with its text)` : ''}.
        </>
      )}
    </Alert>
  );
}

export function StoreOrderImportCard() {
  const utils = trpc.useUtils();
  const [creditMembers, setCreditMembers] = useState(true);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Import store orders
        </Title>
        <Text size="sm" c="gray.7">
          Upload your storefront&apos;s order export as CSV with the columns order_number, date and total (email is optional), one row per order or
          one row per order line with the product (sku, product_slug or its exact name), quantity and line_total. Claims with a matching order
          number and total are approved. A file with any bad row imports nothing and lists what to fix; importing the same file again changes
          nothing.
        </Text>
        <CsvUploadForm
          url={`/api/admin/loyalty/store-orders.csv?creditMembers=${creditMembers}`}
          label="Order export (.csv)"
          maxBytes={STORE_ORDER_FILE_MAX_BYTES}
          parse={(body) => importReportSchema.parse(body)}
          renderReport={(report) => <ReportSummary report={report} />}
          onImported={() => {
            void utils.loyaltyReview.invalidate();
            void utils.analytics.invalidate();
          }}
        >
          <Checkbox
            label="Credit orders whose email belongs to a confirmed member, even without a claim"
            checked={creditMembers}
            onChange={(event) => setCreditMembers(event.currentTarget.checked)}
          />
        </CsvUploadForm>
      </Stack>
    </Paper>
  );
}
