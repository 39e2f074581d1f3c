import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast for 5000 ms, then fades for 300 ms, then removes it', () => {
    const store = createToastStore();
    store.show('success', 'Saved');
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toMatchObject([{ message: 'Saved', leaving: false }]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject([{ message: 'Saved', leaving: true }]);
    vi.advanceTimersByTime(299);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses while hovered and closes 1000 ms after the pointer leaves', () => {
    const store = createToastStore();
    const id = store.show('info', 'Hello');
    vi.advanceTimersByTime(4000);
    store.hover(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toMatchObject([{ leaving: false }]);
    store.leave(id);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toMatchObject([{ leaving: false }]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('brings a fading toast back when hovered', () => {
    const store = createToastStore();
    const id = store.show('warning', 'Careful');
    vi.advanceTimersByTime(5100);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
    store.hover(id);
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toMatchObject([{ leaving: false }]);
  });

  it('dismisses on demand with the same fade', () => {
    const store = createToastStore();
    const id = store.show('error', 'Failed', 'Oops');
    store.dismiss(id);
    expect(store.getSnapshot()).toMatchObject([{ title: 'Oops', leaving: true }]);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('a dismissed toast stays dismissed when the pointer moves over or off it', () => {
    const store = createToastStore();
    const id = store.show('info', 'Bye');
    store.hover(id);
    store.dismiss(id);
    store.leave(id);
    store.hover(id);
    expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('puts the newest toast first and keeps them all', () => {
    const store = createToastStore();
    for (let i = 1; i <= 12; i++) store.show('info', `Toast ${i}`);
    const shown = store.getSnapshot().map((t) => t.message);
    expect(shown).toHaveLength(12);
    expect(shown[0]).toBe('Toast 12');
    expect(shown[11]).toBe('Toast 1');
  });

  describe('with a limit (set by the view: one on a phone)', () => {
    it('fades out the oldest shown toast when a newer one would go over it', () => {
      const store = createToastStore();
      store.setLimit(1);
      store.show('info', 'Welcome');
      store.show('success', 'Recorded');
      expect(store.getSnapshot()).toMatchObject([
        { message: 'Recorded', leaving: false },
        { message: 'Welcome', leaving: true },
      ]);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot().map((t) => t.message)).toEqual(['Recorded']);
    });

    it('a pushed-out toast stays closed under the pointer; fading ones do not count', () => {
      const store = createToastStore();
      store.setLimit(2);
      const first = store.show('info', 'One');
      store.hover(first);
      store.show('info', 'Two');
      store.show('info', 'Three');
      store.hover(first);
      expect(store.getSnapshot()).toMatchObject([
        { message: 'Three', leaving: false },
        { message: 'Two', leaving: false },
        { message: 'One', leaving: true },
      ]);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot()).toHaveLength(2);
    });

    it('applies a lower limit at once (the window narrowed to a phone)', () => {
      const store = createToastStore();
      for (const m of ['One', 'Two', 'Three']) store.show('info', m);
      store.setLimit(1);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot().map((t) => t.message)).toEqual(['Three']);
    });

    it('counts an identical toast instead of pushing anything out', () => {
      const store = createToastStore();
      store.setLimit(2);
      store.show('error', 'Please answer');
      store.show('info', 'Saved');
      store.show('error', 'Please answer');
      expect(store.getSnapshot()).toMatchObject([
        { message: 'Please answer', count: 2, leaving: false },
        { message: 'Saved', leaving: false },
      ]);
    });
  });

  it('notifies subscribers and hands out a new snapshot on every change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.show('success', 'One');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.show('success', 'Two');
    expect(listener).toHaveBeenCalledTimes(1);
  });
  describe('an identical toast while one is showing', () => {
    it('is counted on the shown toast instead of stacking, and starts its time afresh', () => {
      const store = createToastStore();
      const first = store.show('error', 'Please answer', 'Survey');
      vi.advanceTimersByTime(4000);
      for (let i = 0; i < 7; i++) expect(store.show('error', 'Please answer', 'Survey')).toBe(first);
      expect(store.getSnapshot()).toMatchObject([{ id: first, message: 'Please answer', count: 8, leaving: false }]);
      // 4999 ms after the last one it still shows; then the usual fade.
      vi.advanceTimersByTime(4999);
      expect(store.getSnapshot()).toMatchObject([{ count: 8, leaving: false }]);
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot()).toHaveLength(0);
    });

    it('moves the counted toast to the top, newest first', () => {
      const store = createToastStore();
      store.show('success', 'Saved');
      store.show('info', 'Hello');
      store.show('success', 'Saved');
      expect(store.getSnapshot()).toMatchObject([
        { message: 'Saved', count: 2 },
        { message: 'Hello', count: 1 },
      ]);
    });

    it('keeps a toast of another type, title or message apart', () => {
      const store = createToastStore();
      store.show('error', 'Failed');
      store.show('info', 'Failed');
      store.show('error', 'Failed', 'Title');
      store.show('error', 'Failed again');
      expect(store.getSnapshot().map((t) => t.count)).toEqual([1, 1, 1, 1]);
      expect(store.getSnapshot()).toHaveLength(4);
    });

    it('shows a new toast when the earlier one is fading out or was dismissed', () => {
      const store = createToastStore();
      const fading = store.show('info', 'Again');
      vi.advanceTimersByTime(5000);
      const second = store.show('info', 'Again');
      expect(second).not.toBe(fading);
      store.dismiss(second);
      const third = store.show('info', 'Again');
      expect(third).not.toBe(second);
      expect(store.getSnapshot()).toMatchObject([
        { id: third, count: 1, leaving: false },
        { id: second, leaving: true },
        { id: fading, leaving: true },
      ]);
    });

    it('stays paused while hovered, and closes 1000 ms after the pointer leaves', () => {
      const store = createToastStore();
      const id = store.show('info', 'Hover me');
      store.hover(id);
      store.show('info', 'Hover me');
      vi.advanceTimersByTime(60_000);
      expect(store.getSnapshot()).toMatchObject([{ count: 2, leaving: false }]);
      store.leave(id);
      vi.advanceTimersByTime(1000);
      expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
    });

    it('never merges toasts with an action button (each Undo is for its own item)', () => {
      const store = createToastStore();
      const undoOne = vi.fn();
      const undoTwo = vi.fn();
      const one = store.show('success', 'Done', undefined, { label: 'Undo', run: undoOne });
      const two = store.show('success', 'Done', undefined, { label: 'Undo', run: undoTwo });
      expect(two).not.toBe(one);
      store.runAction(one);
      expect(undoOne).toHaveBeenCalledTimes(1);
      expect(undoTwo).not.toHaveBeenCalled();
    });
  });

  describe('with an action button', () => {
    it('stays 8000 ms instead of 5000, then fades for 300 ms', () => {
      const store = createToastStore();
      store.show('success', 'Done', undefined, { label: 'Undo', run: vi.fn() });
      vi.advanceTimersByTime(7999);
      expect(store.getSnapshot()).toMatchObject([{ message: 'Done', action: { label: 'Undo' }, leaving: false }]);
      vi.advanceTimersByTime(1);
      expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot()).toHaveLength(0);
    });

    it('keeps the hover rules: paused while hovered, closed 1000 ms after the pointer leaves', () => {
      const store = createToastStore();
      const id = store.show('success', 'Done', undefined, { label: 'Undo', run: vi.fn() });
      vi.advanceTimersByTime(7000);
      store.hover(id);
      vi.advanceTimersByTime(30_000);
      expect(store.getSnapshot()).toMatchObject([{ leaving: false }]);
      store.leave(id);
      vi.advanceTimersByTime(1000);
      expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
    });

    it('runs the action once and closes the toast with the usual fade', () => {
      const store = createToastStore();
      const run = vi.fn();
      const id = store.show('success', 'Done', undefined, { label: 'Undo', run });
      store.runAction(id);
      store.runAction(id);
      expect(run).toHaveBeenCalledTimes(1);
      expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
      vi.advanceTimersByTime(300);
      expect(store.getSnapshot()).toHaveLength(0);
    });

    it('never runs the action of a dismissed, fading or removed toast', () => {
      const store = createToastStore();
      const run = vi.fn();
      const dismissed = store.show('success', 'One', undefined, { label: 'Undo', run });
      store.dismiss(dismissed);
      store.runAction(dismissed);
      const expired = store.show('success', 'Two', undefined, { label: 'Undo', run });
      vi.advanceTimersByTime(8300);
      store.runAction(expired);
      expect(store.getSnapshot()).toHaveLength(0);
      expect(run).not.toHaveBeenCalled();
    });

    it('leaves plain toasts at 5000 ms', () => {
      const store = createToastStore();
      store.show('success', 'With', undefined, { label: 'Undo', run: vi.fn() });
      store.show('success', 'Without');
      vi.advanceTimersByTime(5000);
      expect(store.getSnapshot()).toMatchObject([
        { message: 'Without', leaving: true },
        { message: 'With', leaving: false },
      ]);
    });
  });
});
