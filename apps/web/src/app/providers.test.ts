import { messages } from '@iyl/core/catalog/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { toast } from '../lib/toast.tsx';
import { createQueryClient } from './providers.tsx';

vi.mock('../lib/toast.tsx', () => ({
  toast: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
  ToastContainer: () => null,
}));

const serverDown = () => new ApiError(500, 'INTERNAL', messages.internal);
const group = ['plans', 'area', 'Health'] as const;

/** One of the screen's reads: fails (or answers) once `settle` is called, so several can be under way at once. */
function read(client: ReturnType<typeof createQueryClient>, key: readonly unknown[], errorGroup?: readonly unknown[]) {
  let settle: (fail: boolean) => void = () => undefined;
  const done = client
    .fetchQuery({
      queryKey: key,
      queryFn: () =>
        new Promise((resolve, reject) => {
          settle = (fail) => (fail ? reject(serverDown()) : resolve({ ok: true }));
        }),
      retry: false,
      meta: { errorMessage: messages.loadFailed, ...(errorGroup ? { errorGroup } : {}) },
    })
    .catch(() => undefined);
  return { settle: (fail = true) => settle(fail), done };
}

describe('load failures (the query cache of app/providers.tsx)', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());

  it('tells the failure of a screen’s reads once, not once per read', async () => {
    const client = createQueryClient();
    const reads = ['summary', 'goals', 'tasks', 'habits'].map((part) => read(client, [...group, part], group));
    await Promise.resolve();
    for (const r of reads) r.settle();
    await Promise.all(reads.map((r) => r.done));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith(messages.loadFailed);
  });

  it('tells a failure again once the earlier round is over (Try again)', async () => {
    const client = createQueryClient();
    const first = [read(client, [...group, 'summary'], group), read(client, [...group, 'goals'], group)];
    await Promise.resolve();
    first[0]!.settle();
    first[1]!.settle(false);
    await Promise.all(first.map((r) => r.done));
    expect(toast.error).toHaveBeenCalledTimes(1);

    const again = read(client, [...group, 'summary', 'again'], group);
    await Promise.resolve();
    again.settle();
    await again.done;
    expect(toast.error).toHaveBeenCalledTimes(2);
  });

  it('keeps other groups and ungrouped reads apart', async () => {
    const client = createQueryClient();
    const reads = [
      read(client, [...group, 'summary'], group),
      read(client, ['plans', 'area', 'Finance', 'summary'], ['plans', 'area', 'Finance']),
      read(client, ['dashboard', 'metrics']),
      read(client, ['onboarding', 'assessment']),
    ];
    await Promise.resolve();
    for (const r of reads) r.settle();
    await Promise.all(reads.map((r) => r.done));
    expect(toast.error).toHaveBeenCalledTimes(4);
  });
});
