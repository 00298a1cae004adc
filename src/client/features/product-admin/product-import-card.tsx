import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_FILE_MAX_BYTES, productImportReportSchema } from '../../../shared/admin-products';
import { CsvUploadForm } from '../../components/csv-upload-form';
import { trpc } from '../../trpc';

/** Export the catalogue as CSV, edit it in a spreadsheet, import it back: created or updated by slug. */
export function ProductImportCard() {
  const utils = trpc.useUtils();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="h3">
            Spreadsheet
          </Title>
          <Button component="a" href="/api/admin/products.csv" download variant="light">
            Export CSV
          </Button>
        </Group>
        <Text size="sm" c="gray.7">
          Export, edit in a spreadsheet and import: rows are matched by slug (new slugs create products). Lists use | between items, prices are in
          dollars. A file with any bad row imports nothing and lists what to fix.
        </Text>
        <CsvUploadForm
          url="/api/admin/products.csv"
          label="Products (.csv)"
          maxBytes={PRODUCT_FILE_MAX_BYTES}
          parse={(body) => productImportReportSchema.parse(body)}
          renderReport={(report) => (
            <Alert color="green" title="Products imported">
              {report.created} created, {report.updated} updated, {report.unchanged} unchanged.
            </Alert>
          )}
          onImported={() => void utils.adminProducts.invalidate()}
        />
      </Stack>
    </Paper>
  );
}
