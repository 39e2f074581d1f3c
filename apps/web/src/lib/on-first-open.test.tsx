// @vitest-environment happy-dom
import { act, lazy } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OnFirstOpen } from './on-first-open.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('OnFirstOpen', () => {
  it('makes nothing while never opened; once opened, renders closed first, then open, and stays made when closed', async () => {
    const seen: boolean[] = [];
    const overlay = (opened: boolean) => {
      seen.push(opened);
      return <p>{opened ? 'open' : 'closed'}</p>;
    };
    act(() => root.render(<OnFirstOpen opened={false}>{overlay}</OnFirstOpen>));
    expect(seen).toEqual([]);
    expect(host.textContent).toBe('');

    act(() => root.render(<OnFirstOpen opened>{overlay}</OnFirstOpen>));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(host.textContent).toBe('open');

    act(() => root.render(<OnFirstOpen opened={false}>{overlay}</OnFirstOpen>));
    expect(host.textContent).toBe('closed');
  });

  it('fetches a lazy overlay on the first opening only', async () => {
    let loads = 0;
    const Overlay = lazy(async () => {
      loads += 1;
      return { default: ({ opened }: { opened: boolean }) => <p>{opened ? 'open' : 'closed'}</p> };
    });
    const page = (opened: boolean) => <OnFirstOpen opened={opened}>{(shown) => <Overlay opened={shown} />}</OnFirstOpen>;
    act(() => root.render(page(false)));
    expect(loads).toBe(0);
    await act(async () => root.render(page(true)));
    expect(loads).toBe(1);
    expect(host.textContent).toBe('open');
  });
});
