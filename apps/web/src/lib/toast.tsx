import { Button, Notification } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useSyncExternalStore } from 'react';
import classes from './toast.module.css';
import { createToastStore, type Toast, type ToastAction, type ToastType } from './toast-store.ts';
import a11y from './visually-hidden.module.css';

const store = createToastStore();

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
      classNames={{ description: classes.description }}
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
 * How many toasts may show at once. On a phone one, at the foot of the screen: at the top it would lie
 * over the page's heading and the first controls. On a wider screen a short stack, top right (the spec's
 * place), so outcomes in quick succession never pile up over the page.
 */
export const TOAST_LIMIT = { phone: 1, wide: 3 } as const;

/** The toasts, newest first: top right below the app header, or one at the foot of a phone's screen. Mount once, inside MantineProvider. */
export function ToastContainer() {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // The same breakpoint as the stylesheet's (Mantine's 'sm').
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  useEffect(() => store.setLimit(phone ? TOAST_LIMIT.phone : TOAST_LIMIT.wide), [phone]);
  return (
    <section className={classes.container} aria-label="Notifications">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </section>
  );
}
