import type { AiSource } from '@iyl/core/onboarding/contract';
import type { PlanArea } from '@iyl/core/plans/contract';
import { planAreas } from '@iyl/core/plans/constants';
import { messages } from '@iyl/core/catalog/messages';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../../lib/toast.tsx';
import { onboardingApi } from './api.ts';

export type RunItemId = PlanArea | 'library';
export const runItems: readonly RunItemId[] = [...planAreas, 'library'];

export type RunItemState =
  | { status: 'waiting' }
  | { status: 'generating' }
  | { status: 'done'; summary: string; source: AiSource }
  | { status: 'failed'; message: string };

export type RunState = Readonly<Record<RunItemId, RunItemState>>;

/** Which assessment's plans were already made in this tab, so a reload does not make them twice. */
const STORAGE_KEY = 'iyl.firstPlans.v1';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function generate(item: RunItemId): Promise<{ summary: string; source: AiSource }> {
  if (item === 'library') {
    const result = await onboardingApi.generateLibrary();
    return { summary: `${plural(result.saved, 'habit')} in your library`, source: result.source };
  }
  const result = await onboardingApi.generatePlan(item);
  return { summary: `${plural(result.tasks, 'task')}, ${plural(result.habits, 'habit')}`, source: result.source };
}

function initialState(assessmentId: string): RunState {
  const state = Object.fromEntries(runItems.map((item) => [item, { status: 'waiting' }])) as Record<RunItemId, RunItemState>;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      assessmentId?: string;
      done?: Partial<Record<RunItemId, RunItemState>>;
    } | null;
    if (saved?.assessmentId === assessmentId && saved.done) {
      for (const item of runItems) if (saved.done[item]?.status === 'done') state[item] = saved.done[item];
    }
  } catch {
    // Unreadable: generate everything.
  }
  return state;
}

/**
 * The first plans after the survey: Health, Finance, Relationship, then the habit library, one
 * after another. Each POST saves a new plan, so the run lives outside React (one per assessment
 * and tab): StrictMode's double effects, leaving the screen and coming back, or a reload after
 * some items finished never generate an item twice. A failed item waits for its own Retry.
 */
export class PlanRun {
  private state: RunState;
  private readonly listeners = new Set<() => void>();
  private running = false;

  constructor(
    readonly assessmentId: string,
    private readonly onItemDone: (item: RunItemId) => void,
  ) {
    this.state = initialState(assessmentId);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.state;

  /** Works through every waiting item; calling it again while it runs does nothing. */
  async start() {
    if (this.running) return;
    this.running = true;
    try {
      let ranAny = false;
      for (const item of runItems) {
        if (this.state[item].status !== 'waiting') continue;
        ranAny = true;
        await this.runItem(item);
      }
      if (ranAny && runItems.every((item) => this.state[item].status === 'done')) toast.success(messages.planSaved);
    } finally {
      this.running = false;
    }
  }

  /** Puts one failed item back in the queue. */
  retry(item: RunItemId) {
    if (this.state[item].status !== 'failed') return;
    this.set(item, { status: 'waiting' });
    void this.start();
  }

  private async runItem(item: RunItemId) {
    this.set(item, { status: 'generating' });
    try {
      const { summary, source } = await generate(item);
      this.set(item, { status: 'done', summary, source });
      this.persist();
      this.onItemDone(item);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.set(item, { status: 'failed', message });
      toastError(error);
    }
  }

  private set(item: RunItemId, next: RunItemState) {
    this.state = { ...this.state, [item]: next };
    for (const listener of this.listeners) listener();
  }

  private persist() {
    const done = Object.fromEntries(runItems.filter((i) => this.state[i].status === 'done').map((i) => [i, this.state[i]]));
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ assessmentId: this.assessmentId, done }));
    } catch {
      // Without storage a reload may generate again; the plans themselves are saved on the server.
    }
  }
}

let current: PlanRun | undefined;

/** The run for this assessment, made on first use; a new assessment (a re-take) starts a new run. */
export function planRunFor(assessmentId: string, onItemDone: (item: RunItemId) => void): PlanRun {
  if (current?.assessmentId !== assessmentId) current = new PlanRun(assessmentId, onItemDone);
  return current;
}
