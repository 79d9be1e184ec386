import type { CsvExport } from '../../../../core/schemas/data-transfer';

// Downloads are plain links: the browser streams the file to disk with the
// session cookie, however large the table.
export const csvExportHref = (kind: CsvExport) => `/api/export/csv/${kind}`;
export const fullExportHref = '/api/export/full';
