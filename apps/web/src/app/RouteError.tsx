import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { messages } from '@iyl/core/catalog/messages';
import { useRouteError } from 'react-router';

/**
 * Last line of defence for a screen that fails to render or to load its code (typically a
 * stale tab after a new release); a reload fetches the current chunks.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder p="xl" maw={420} w="100%">
        <Stack>
          <Title order={1} size="h2">
            Something went wrong
          </Title>
          <Text>{messages.internal}</Text>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
