import { firstIssue } from '@iyl/core/http/contract';
import type { z } from 'zod';
import { toast } from './toast.tsx';
import './zod-setup.ts';

/**
 * Checks form values with the same zod schema the server uses. On failure the first message
 * shows as an error toast and nothing is sent.
 */
export function validOrToast<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  toast.error(firstIssue(parsed.error));
  return undefined;
}
