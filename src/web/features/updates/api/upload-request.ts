import { ApiError } from '../../../lib/api-client';

/**
 * Sends a multipart form with XMLHttpRequest, whose upload events report
 * progress (fetch cannot). Errors follow the API client: ApiError "{status}: {body}".
 */
export function sendMultipart<T>(
  method: 'POST' | 'PATCH',
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
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
    xhr.onerror = () => reject(new TypeError('Failed to connect to server'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.send(form);
  });
}
