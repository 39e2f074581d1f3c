import { messages } from '@iyl/core/catalog/messages';
import { Paper } from '@mantine/core';
import { IconDeviceDesktop, IconDownload, IconTrash } from '@tabler/icons-react';
import { DeleteMyAccount } from '../account-data/public/DeleteMyAccount.tsx';
import { DownloadMyData } from '../account-data/public/DownloadMyData.tsx';
import { NotificationPreferences } from '../notifications/public/NotificationPreferences.tsx';
import { Devices } from './Devices.tsx';
import { Section } from './Section.tsx';
import classes from './settings.module.css';

/**
 * The Settings page below its first screenful (devices, notifications, the person's own data): a chunk
 * of its own, loaded once the page above is drawn, so its code (the switches, the deletion's dialog)
 * and its rows are not part of the page's first load and first render.
 */
export function LaterSections({ timeZone, framed }: { timeZone: string; framed: boolean }) {
  return (
    <>
      <Section id="devices" title="Signed-in devices" icon={IconDeviceDesktop}>
        <Devices timeZone={timeZone} />
      </Section>

      {/* The notifications feature's own section (its title, its switches, its toasts). */}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" className={classes.section}>
        <NotificationPreferences />
      </Paper>

      {/* A person's own data (features/account-data): customers and coaches only, last on the page. */}
      {framed && (
        <>
          <Section id="my-data" title={messages.dataExportTitle} icon={IconDownload}>
            <DownloadMyData />
          </Section>
          <Section id="delete-account" title={messages.deleteAccountTitle} icon={IconTrash}>
            <DeleteMyAccount />
          </Section>
        </>
      )}
    </>
  );
}
