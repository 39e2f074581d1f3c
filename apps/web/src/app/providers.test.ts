import { messages } from '@iyl/core/catalog/messages';
import { MutationObserver, notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../features/auth/api.ts';
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

describe('a read answered 401 (the query cache of app/providers.tsx)', () => {
  afterEach(() => vi.mocked(toast.error).mockClear());
  const signedOut = () => new ApiError(401, 'UNAUTHENTICATED', messages.unauthenticated);
  const fails = (client: ReturnType<typeof createQueryClient>, key: string) =>
    client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(signedOut()), retry: false }).catch(() => undefined);

  it('signed in: the first tells the session ended, once, and marks it gone; the reads after it say nothing', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey, { user: { id: 'u1' } });
    await fails(client, 'notes');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(sessionKey)).toEqual({ user: null });
    await fails(client, 'routines');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it('already signed out (the account was just deleted, or signed out): no "Please sign in" beside the outcome', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionKey, { user: null });
    await Promise.all([fails(client, 'account-data'), fails(client, 'devices')]);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('a call’s pending state (the notice scheduler of app/providers.tsx)', () => {
  it('is told before the browser handles the next event (a microtask); the answer keeps TanStack’s setTimeout', async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    const observer = new MutationObserver(client, {
      mutationFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const told: string[] = [];
    // As useMutation listens: through TanStack's scheduler.
    observer.subscribe(notifyManager.batchCalls((result: { status: string }) => told.push(result.status)));

    void observer.mutate(undefined);
    // A double-click's second click is the next task: by then the button must know it is busy.
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(told).toEqual(['pending']);

    answer('done');
    while (observer.getCurrentResult().status !== 'success') await Promise.resolve();
    // The answer is not hurried: the call's own callbacks run before React shows what it refreshed.
    expect(told).toEqual(['pending']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told).toEqual(['pending', 'success']);
  });
});
