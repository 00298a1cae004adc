import { Alert, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ImportRowError } from '../../shared/csv-import';
import { CsvUploadError, uploadCsv } from '../lib/csv-upload';

/** A report's faults gathered by row, rows in file order: one line per row to fix. */
function byRow(errors: ImportRowError[]): Array<[number, ImportRowError[]]> {
  const rows = new Map<number, ImportRowError[]>();
  for (const error of errors) rows.set(error.row, [...(rows.get(error.row) ?? []), error]);
  return [...rows].sort(([a], [b]) => a - b);
}

interface CsvUploadFormProps<Report> {
  /** Where the file goes; may change with options shown above the button. */
  url: string;
  label: string;
  maxBytes: number;
  /** Reads the server's answer (throws if it is not a report). */
  parse: (body: unknown) => Report;
  renderReport: (report: Report) => ReactNode;
  onImported?: () => void;
  children?: ReactNode;
}

/** A file field, an import button, and what the import did or why it imported nothing, row by row. */
export function CsvUploadForm<Report>({ url, label, maxBytes, parse, renderReport, onImported, children }: CsvUploadFormProps<Report>) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({ mutationFn: async (chosen: File) => parse(await uploadCsv(url, chosen)), onSuccess: onImported });
  const tooBig = file !== null && file.size > maxBytes;
  const rowErrors = upload.error instanceof CsvUploadError ? upload.error.rowErrors : [];
  return (
    <Stack>
      <FileInput
        label={label}
        placeholder="Choose a file"
        // Mantine's placeholder grey is too faint on white; secondary text is gray.7.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        accept=".csv,text/csv"
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          upload.reset();
        }}
        error={tooBig ? `The file can be at most ${Math.round(maxBytes / 1024 / 1024)} MB` : undefined}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the file' }}
      />
      {children}
      <Button disabled={!file || tooBig} loading={upload.isPending} onClick={() => file && upload.mutate(file)} w="fit-content">
        Import
      </Button>
      {upload.data !== undefined && renderReport(upload.data)}
      {upload.error && (
        <Alert color="red" title="Nothing was imported">
          <Text size="sm">{upload.error.message}</Text>
          {rowErrors.length > 0 && (
            <List size="sm" mt="xs" aria-label="Rows to fix">
              {byRow(rowErrors).map(([row, faults]) => (
                <List.Item key={row}>
                  Row {row}: {faults.map((fault) => (fault.column ? `${fault.column}: ${fault.message}` : fault.message)).join('; ')}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
