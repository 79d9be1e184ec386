import { ApiError } from '../../../lib/api-client';

/** The file name the server gives, else weekly-report-{monday}.pdf. */
export function reportFileName(contentDisposition: string | null, monday: string): string {
  const match = contentDisposition && /filename="?([^";]+)"?/i.exec(contentDisposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `weekly-report-${monday}.pdf`;
}

/** Saves the weekly report PDF (GET /api/projects/{id}/reports/weekly?week=, decision 192). */
export async function downloadWeeklyReport(projectId: string, monday: string) {
  const url = `/api/projects/${encodeURIComponent(projectId)}/reports/weekly?week=${monday}`;
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = reportFileName(response.headers.get('content-disposition'), monday);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the object URL can go a moment later.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
