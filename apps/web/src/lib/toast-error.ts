import { aiMessages } from '@iyl/core/ai/messages';
import { platformMessages } from '@iyl/core/http/messages';
import { toast } from './toast.tsx';

// Two parts of the catalogue, not all of it: this is part of the app's entry.
const messages = { ...platformMessages, ...aiMessages };

/**
 * Toasts a failed call with the server's user-facing message. An AI failure carries the spec's
 * title ('IYL AI Response') above its text.
 */
export function toastError(error: unknown): number {
  const message = error instanceof Error ? error.message : messages.internal;
  return toast.error(message, message === messages.aiFailed ? messages.aiFailedTitle : undefined);
}
