import { ApiError } from '../../../lib/api-client';

/** No answer from the server (connection lost, offline, timed out): safe to retry with the same Idempotency-Key. */
export class UploadNetworkError extends TypeError {
  constructor() {
    super('Failed to connect to server');
    this.name = 'UploadNetworkError';
  }
}

export const isNetworkFailure = (error: unknown): boolean => error instanceof UploadNetworkError;

/**
 * Sends a multipart form with XMLHttpRequest, whose upload events report
 * progress (fetch cannot). Errors follow the API client: ApiError "{status}: {body}".
 */
export function sendMultipart<T>(
  method: 'POST' | 'PATCH',
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error('The response was not JSON'));
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(form);
  });
}
