import { messages } from '@iyl/core/catalog/messages';
import { ApiError } from './api-client.ts';

const BASE = '/api/v1';

/**
 * The file name the server gave in Content-Disposition: the RFC 5987 `filename*` (UTF-8) first,
 * then the plain `filename`, else `fallback`. Folder parts are dropped.
 */
export function fileNameFrom(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim();
  if (extended) {
    const value = extended.replace(/^[\w-]*'[\w-]*'/, '').replace(/^"|"$/g, '');
    try {
      name = decodeURIComponent(value);
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    name = (plain?.[2] ?? plain?.[1])?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || fallback;
}

/** Saves a blob as a download named `name` (an object URL on a temporary link). */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; give slow ones a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function csrfCookie(): string | undefined {
  const item = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('iyl_csrf='));
  return item ? decodeURIComponent(item.slice('iyl_csrf='.length)) : undefined;
}

/**
 * Fetches a file from `/api/v1${path}` (GET, or POST with a JSON body) and saves it under the
 * name the server gave (else `fallbackName`). Returns that name; throws ApiError on failure.
 */
export async function downloadFile(path: string, fallbackName: string, body?: unknown): Promise<string> {
  const headers = new Headers();
  const init: RequestInit = { method: 'GET', headers, credentials: 'same-origin' };
  if (body !== undefined) {
    init.method = 'POST';
    init.body = JSON.stringify(body);
    headers.set('content-type', 'application/json');
    const token = csrfCookie();
    if (token) headers.set('x-csrf-token', token);
  }

  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, init);
  } catch {
    throw new ApiError(0, 'NETWORK', messages.network);
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => undefined))?.error as { code?: unknown; message?: unknown } | undefined;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'HTTP_ERROR',
      typeof error?.message === 'string' ? error.message : messages.internal,
    );
  }
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
