import { Alert, Button, Checkbox, FileInput, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type ImportReport, importReportSchema, STORE_ORDER_FILE_MAX_BYTES } from '../../../shared/store-orders';
import { trpc } from '../../trpc';

class ImportFailed extends Error {
  constructor(
    message: string,
    readonly report: ImportReport | null,
  ) {
    super(message);
  }
}

/** Posts the file as it is (text/csv) to the REST import, which streams it into the CSV parser. */
async function uploadOrders(file: File, creditMembers: boolean): Promise<ImportReport> {
  const response = await fetch(`/api/admin/loyalty/store-orders.csv?creditMembers=${creditMembers}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as { error?: { message?: string }; report?: unknown } | null;
  if (response.ok) return importReportSchema.parse(body);
  const report = importReportSchema.safeParse(body?.report);
  throw new ImportFailed(body?.error?.message ?? `The import failed (${response.status})`, report.success ? report.data : null);
}

function ReportSummary({ report }: { report: ImportReport }) {
  return (
    <Alert color="green" title="Orders imported">
      {report.newOrders} new order{report.newOrders === 1 ? '' : 's'} ({report.unchangedOrders} already imported). {report.claimsApproved} claim
      {report.claimsApproved === 1 ? '' : 's'} approved, {report.claimsFlagged} flagged for a different total, {report.ordersCredited} order
      {report.ordersCredited === 1 ? '' : 's'} credited to members without a claim.
    </Alert>
  );
}

export function StoreOrderImportCard() {
  const utils = trpc.useUtils();
  const [file, setFile] = useState<File | null>(null);
  const [creditMembers, setCreditMembers] = useState(true);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadOrders(chosen, creditMembers),
    onSuccess: () => {
      void utils.loyaltyReview.invalidate();
      void utils.analytics.invalidate();
    },
  });
  const failure = upload.error instanceof ImportFailed ? upload.error : null;
  const tooBig = file !== null && file.size > STORE_ORDER_FILE_MAX_BYTES;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} fz="h3">
          Import store orders
        </Title>
        <Text size="sm" c="gray.7">
          Upload your storefront&apos;s order export as CSV with the columns order_number, date and total (email is optional). Claims with a matching
          order number and total are approved. A file with any bad row imports nothing and lists what to fix; importing the same file again changes
          nothing.
        </Text>
        <FileInput
          label="Order export (.csv)"
          placeholder="Choose a file"
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          error={tooBig ? 'The file can be at most 10 MB' : undefined}
          clearable
        />
        <Checkbox
          label="Credit orders whose email belongs to a confirmed member, even without a claim"
          checked={creditMembers}
          onChange={(event) => setCreditMembers(event.currentTarget.checked)}
        />
        <Button disabled={!file || tooBig} loading={upload.isPending} onClick={() => file && upload.mutate(file)} w="fit-content">
          Import orders
        </Button>
        {upload.data && <ReportSummary report={upload.data} />}
        {upload.error && (
          <Alert color="red" title="Nothing was imported">
            <Text size="sm">{upload.error.message}</Text>
            {failure?.report && failure.report.errors.length > 0 && (
              <List size="sm" mt="xs">
                {failure.report.errors.map((error) => (
                  <List.Item key={`${error.row}-${error.column ?? ''}-${error.message}`}>
                    Row {error.row}
                    {error.column ? ` (${error.column})` : ''}: {error.message}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
