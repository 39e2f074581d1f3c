import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './side-panel.module.css';

/** A panel that slides in from the right (the whole screen on a phone), titled as a heading, closed by a labelled button. */
export function SidePanel({
  opened,
  onClose,
  title,
  fullScreen,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  fullScreen: boolean;
  size: 'md' | 'lg';
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={fullScreen ? '100%' : size}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ title: classes.title }}
    >
      {children}
    </Drawer>
  );
}
