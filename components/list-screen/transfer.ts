// Files to and from a declared screen: the streamed export, the raw-body import and saving a
// Blob in the browser. fetch directly (not apiPost): the bodies are not JSON.
import { CSRF_HEADER, type ApiError } from '@/lib/api-contract';
import { apiPost } from '@/lib/client/api';
import { announcedRows, filenameFromDisposition, readWithProgress, type Progress } from '@/lib/list/download';

export type ExportFormat = 'xlsx' | 'csv';
export const EXPORT_URL = '/api/screen/export';
export const IMPORT_URL = '/api/screen/import';
export const IMPORT_ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

const failure = (error: unknown): ApiError =>
  error && typeof error === 'object' && 'messageKey' in error ? (error as ApiError) : { kind: 'protocol', messageKey: 'protocol' };

/** A session that ended shows the 'Login Time Out' alert: a JSON call reports it to the shell. */
function reportSessionEnd(error: ApiError) {
  if (error.kind === 'session') apiPost('/api/session/touch').catch(() => undefined);
}

async function errorOf(response: Response): Promise<ApiError> {
  const json = await response.json().catch(() => null) as { error?: unknown } | null;
  const error = failure(json?.error);
  reportSessionEnd(error);
  return error;
}

export interface ExportRequest { path: string; sort?: { field: string; direction: 'asc' | 'desc' }; filters: Record<string, unknown>; format: ExportFormat }
export type ExportResult = { ok: true; blob: Blob; fileName: string; rows: number | null } | { ok: false; error: ApiError };

export async function downloadExport(
  request: ExportRequest, fallbackName: string, onProgress: (progress: Progress & { rows: number | null }) => void, signal?: AbortSignal,
): Promise<ExportResult> {
  let response: Response;
  try {
    response = await fetch(EXPORT_URL, {
      method: 'POST', credentials: 'same-origin', signal,
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, error: { kind: 'network', messageKey: 'network' } };
  }
  if (!response.ok) return { ok: false, error: await errorOf(response) };
  const rows = announcedRows(response);
  try {
    const blob = await readWithProgress(response, (progress) => onProgress({ ...progress, rows }));
    return { ok: true, blob, rows, fileName: filenameFromDisposition(response.headers.get('content-disposition'), fallbackName) };
  } catch {
    return { ok: false, error: { kind: 'network', messageKey: 'network' } };
  }
}

export type ImportResult = { ok: true; imported: number } | { ok: false; error: ApiError };

export async function uploadImport(path: string, file: File): Promise<ImportResult> {
  let response: Response;
  try {
    response = await fetch(`${IMPORT_URL}?path=${encodeURIComponent(path)}`, {
      method: 'POST', credentials: 'same-origin', body: file,
      headers: { 'content-type': 'application/octet-stream', [CSRF_HEADER]: '1', 'x-file-name': encodeURIComponent(file.name) },
    });
  } catch {
    return { ok: false, error: { kind: 'network', messageKey: 'network' } };
  }
  const json = await response.json().catch(() => null) as { data?: { imported?: number }; error?: unknown } | null;
  if (!json) return { ok: false, error: { kind: 'protocol', messageKey: 'protocol' } };
  if (json.error || !response.ok) {
    const error = failure(json.error);
    reportSessionEnd(error);
    return { ok: false, error };
  }
  return { ok: true, imported: Number(json.data?.imported ?? 0) };
}

/** Saves a Blob as a file: a temporary object URL behind an <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
