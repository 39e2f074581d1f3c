import { Drawer, MantineProvider, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** The buttons a dialog draws (its close button among them). */
const buttonsOf = (dialog: ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{dialog}</MantineProvider>).match(/<button[^>]*>/g) ?? [];

describe('the theme', () => {
  // axe's button-name: the close button is an icon, so a dialog that names it nowhere else (the console's
  // suspend dialog did not) still has a name a screen reader can say.
  it.each([
    ['a modal', <Modal key="m" opened onClose={() => {}} title="Suspend Jamie?" withinPortal={false}>Why</Modal>],
    ['a drawer', <Drawer key="d" opened onClose={() => {}} title="Settings" withinPortal={false}>Options</Drawer>],
  ])('names the close button of %s', (_, dialog) => {
    expect(buttonsOf(dialog)).toEqual([expect.stringContaining('aria-label="Close"')]);
  });

  it('keeps a name a dialog gives its close button itself', () => {
    const buttons = buttonsOf(
      <Modal opened onClose={() => {}} title="Listening" withinPortal={false} closeButtonProps={{ 'aria-label': 'Cancel listening' }}>
        …
      </Modal>,
    );
    expect(buttons).toEqual([expect.stringContaining('aria-label="Cancel listening"')]);
  });
});
