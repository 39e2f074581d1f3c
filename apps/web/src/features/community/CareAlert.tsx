import { contactPieces } from '@iyl/core/care/resources';
import type { Care } from '@iyl/core/community/contract';
import { Alert, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { Pieces } from './MessageText.tsx';
import classes from './community.module.css';

/**
 * Crisis resources for the person who wrote: first, privately, numbers a phone can call, kept until
 * dismissed. `compact` (in a conversation on a wider screen): the resources scroll in a box of their own,
 * so the message box stays in view. On a phone such a box would be a few lines tall and cut a line in
 * two, so there the alert is shown whole and the conversation scrolls, the message box after it.
 */
export function CareAlert({ care, onClose, compact = false }: { care: NonNullable<Care>; onClose?: () => void; compact?: boolean }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      className={classes.care}
      icon={<IconHeartHandshake size={20} aria-hidden="true" />}
      title="Support is here for you"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel="Dismiss"
      onClose={onClose}
      data-testid="community-care"
    >
      <Stack
        gap={6}
        className={compact ? classes.careScroll : undefined}
        // A box that scrolls must be reachable by keyboard to be scrolled.
        tabIndex={compact ? 0 : undefined}
        aria-label={compact ? 'Support resources' : undefined}
        role={compact ? 'region' : undefined}
      >
        <Text size="sm">{care.opening}</Text>
        <ul className={classes.careList}>
          <li>
            <Text size="sm">
              If you are in immediate danger, call{' '}
              {care.emergency ? (
                <strong>
                  <Pieces pieces={contactPieces(care.emergency)} />
                </strong>
              ) : (
                'your local emergency number'
              )}{' '}
              now.
            </Text>
          </li>
          {care.helplines.map((helpline) => (
            <li key={helpline.name}>
              <Text size="sm">
                <strong>{helpline.name}</strong>: <Pieces pieces={contactPieces(helpline.contact)} /> ({helpline.purpose}).
              </Text>
            </li>
          ))}
          <li>
            <Text size="sm">
              Anywhere in the world:{' '}
              <a className={classes.link} href={care.directory.url} target="_blank" rel="noopener noreferrer">
                {care.directory.name}
              </a>{' '}
              lists free, confidential helplines by country.
            </Text>
          </li>
        </ul>
        <Text size="sm">{care.close}</Text>
      </Stack>
    </Alert>
  );
}
