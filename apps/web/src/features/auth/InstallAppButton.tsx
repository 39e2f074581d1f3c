import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2, IconSquarePlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { promptInstall, useInstallPrompt } from '../../lib/pwa.ts';

/**
 * "Install the app": the browser's own install prompt where it offers one (Chromium on Android and
 * computers), the Share → Add to Home Screen steps on iOS, and where to look in the browser's menu
 * elsewhere. Hidden in the installed app. The steps open in place (no dialog), so /Login's first load
 * carries no extra overlay code.
 */
export function InstallAppButton() {
  const { canPrompt, installed, ios } = useInstallPrompt();
  const [steps, setSteps] = useState(false);
  const stepsId = useId();
  if (installed) return null;

  const onClick = async () => {
    if (canPrompt && (await promptInstall()) !== 'unavailable') return;
    setSteps((shown) => !shown);
  };

  return (
    <Stack gap="xs" align="center">
      <Button
        variant="light"
        leftSection={<IconDeviceMobileDown size={18} aria-hidden="true" />}
        onClick={onClick}
        aria-expanded={canPrompt ? undefined : steps}
        aria-controls={steps ? stepsId : undefined}
      >
        Install the app
      </Button>
      {steps && (
        <Alert id={stepsId} variant="light" title="Install IYL on this device" w="100%" p="sm">
          {ios ? (
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                Tap the Share button <IconShare2 size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} /> in the
                browser bar.
              </List.Item>
              <List.Item>
                Choose <strong>Add to Home Screen</strong>{' '}
                <IconSquarePlus size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom' }} />, then tap <strong>Add</strong>.
              </List.Item>
            </List>
          ) : (
            <Text size="sm">
              Open your browser’s menu and choose <strong>Install app</strong> or <strong>Add to Home screen</strong>. If your browser
              has neither, open IYL in Chrome, Edge or Safari to install it.
            </Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}
