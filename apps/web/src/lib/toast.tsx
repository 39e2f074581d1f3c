import { Button, Notification } from '@mantine/core';
import { usePhone } from './use-phone.ts';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import classes from './toast.module.css';
import { createToastStore, type Toast, type ToastAction, type ToastType } from './toast-store.ts';
import a11y from './visually-hidden.module.css';

const store = createToastStore();

// How many signed-in frames (AppLayout) are mounted: toasts are placed by the frame (toast.module.css).
let appFrames = 0;
const frameListeners = new Set<() => void>();
const setAppFrames = (change: number) => {
  appFrames += change;
  for (const listener of frameListeners) listener();
};
const subscribeFrames = (listener: () => void) => {
  frameListeners.add(listener);
  return () => frameListeners.delete(listener);
};
const inAppFrame = () => appFrames > 0;

/**
 * Called by the signed-in frame (header bar and sidebar) while it is shown: toasts then sit over its
 * header bar on a phone and in its sidebar's column on a wider screen, clear of the page.
 */
export function useToastsInAppFrame() {
  // Before the browser paints the frame, so a toast already showing moves with it in the same frame.
  useLayoutEffect(() => {
    setAppFrames(1);
    return () => setAppFrames(-1);
  }, []);
}

// What the person last acted on (a tap, a click, a key): a toast on a phone keeps away from it (decision 0012).
let actedOn: Element | null = null;
if (typeof document !== 'undefined') {
  const note = (event: Event) => {
    if (event.target instanceof Element) actedOn = event.target;
  };
  document.addEventListener('pointerdown', note, { capture: true, passive: true });
  document.addEventListener('keydown', note, { capture: true, passive: true });
}

/**
 * Spread on a region a toast on a phone must not cover when it lies at the foot of the screen: a
 * control pinned there that the person uses all the time (the chat's message box with Send and Stop).
 */
export const keepClearOfToasts = { 'data-toast-clear': '' } as const;

/** Some region marked with keepClearOfToasts lies (in part) in the lowest quarter of the screen. */
function footKeptClear(): boolean {
  const foot = window.innerHeight * 0.75;
  for (const el of document.querySelectorAll('[data-toast-clear]')) {
    const box = el.getBoundingClientRect();
    if (box.height > 0 && box.bottom > foot && box.top < window.innerHeight) return true;
  }
  return false;
}

/**
 * Where a new toast goes on a phone, signed in: at the foot of the screen, unless what the person has
 * just acted on lies in the lowest quarter of it (Next, Submit or Send at the foot), where the toast
 * would cover the control they used and may use again, or a region kept clear lies there (the chat's
 * message box); then just below the header bar. Never over the header bar.
 */
function phoneEdge(): 'top' | 'bottom' {
  if (footKeptClear()) return 'top';
  if (!actedOn?.isConnected) return 'bottom';
  return actedOn.getBoundingClientRect().bottom > window.innerHeight * 0.75 ? 'top' : 'bottom';
}

/** The app's one way to tell the user an outcome. */
export const toast = {
  success: (message: string, title?: string) => store.show('success', message, title),
  error: (message: string, title?: string) => store.show('error', message, title),
  info: (message: string, title?: string) => store.show('info', message, title),
  warning: (message: string, title?: string) => store.show('warning', message, title),
  /** A toast with one button (Undo): shown for 8000 ms; the button runs `action.run` once and closes it. */
  withAction: (type: ToastType, message: string, action: ToastAction, title?: string) =>
    store.show(type, message, title, action),
  dismiss: (id: number) => store.dismiss(id),
};

const look: Record<ToastType, { color: string; icon: typeof IconCheck }> = {
  success: { color: 'brand', icon: IconCheck },
  error: { color: 'red.8', icon: IconX },
  info: { color: 'blue.8', icon: IconInfoCircle },
  warning: { color: 'orange.9', icon: IconAlertTriangle },
};

function ToastItem({ item }: { item: Toast }) {
  const { color, icon: Icon } = look[item.type];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      store.dismiss(item.id);
    }
  };
  return (
    <Notification
      className={classes.toast}
      classNames={{ icon: classes.icon, title: classes.title, description: classes.description }}
      data-testid="toast"
      data-type={item.type}
      data-leaving={item.leaving || undefined}
      // Errors interrupt the screen reader; everything else waits politely.
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-atomic="true"
      tabIndex={0}
      title={item.title}
      color={color}
      icon={<Icon size={18} aria-hidden="true" />}
      withCloseButton={false}
      withBorder
      onClick={() => store.dismiss(item.id)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => store.hover(item.id)}
      onMouseLeave={() => store.leave(item.id)}
    >
      {item.message}
      {item.count > 1 && (
        // Said as "3 times" (the live region reads the toast again when the count changes), shown as ×3.
        <span className={classes.count} data-testid="toast-count">
          <span aria-hidden="true">×{item.count}</span>
          <span className={a11y.visuallyHidden}>{` (${item.count} times)`}</span>
        </span>
      )}
      {item.action && (
        <Button
          className={classes.action}
          variant="light"
          size="compact-sm"
          mt={6}
          display="block"
          data-testid="toast-action"
          // The toast itself closes on click and on Enter/Space; the button must only run its action.
          onClick={(event) => {
            event.stopPropagation();
            store.runAction(item.id);
          }}
          onKeyDown={(event) => event.stopPropagation()}
        >
          {item.action.label}
        </Button>
      )}
    </Notification>
  );
}

/**
 * How many toasts may show at once: on a phone one, compact (signed in at the foot of the screen or just
 * below the header bar, away from what the person just used; on the public screens over the brand at the
 * top); on a wider screen a short stack (at the bottom left beside the page when signed in, top right
 * on the public screens), so outcomes in quick succession never pile up over the page.
 */
export const TOAST_LIMIT = { phone: 1, wide: 3 } as const;

/** The toasts, newest first, placed by toast.module.css (decision 0012). Mount once, inside MantineProvider. */
export function ToastContainer() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const app = useSyncExternalStore(subscribeFrames, inAppFrame, inAppFrame);
  // The same breakpoint as the stylesheet's (Mantine's 'sm').
  const phone = usePhone();
  useEffect(() => store.setLimit(phone ? TOAST_LIMIT.phone : TOAST_LIMIT.wide), [phone]);
  // Placed when a new toast comes, before it is painted; one counted up (×2), or a screen turned, keeps its place.
  const newest = toasts[0]?.id;
  const onPhone = useRef(phone);
  onPhone.current = phone;
  const [edge, setEdge] = useState<'top' | 'bottom'>('bottom');
  useLayoutEffect(() => {
    if (newest !== undefined) setEdge(onPhone.current ? phoneEdge() : 'bottom');
  }, [newest]);
  return (
    <section className={classes.container} data-frame={app ? 'app' : 'page'} data-edge={edge} aria-label="Notifications">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </section>
  );
}
