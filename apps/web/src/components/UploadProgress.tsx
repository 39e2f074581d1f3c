import { Box, type MantineSpacing, Progress, Text } from '@mantine/core';

/** An upload under way: how much has gone out, then what the server is doing with it (`saving`). */
export function UploadProgress({ percent, saving, mt }: { percent: number; saving: string; mt?: MantineSpacing }) {
  return (
    <Box aria-live="polite" mt={mt}>
      <Progress value={percent} animated aria-label="Upload progress" />
      <Text size="xs" c="dimmed" mt={4}>
        {percent < 100 ? `Uploading… ${percent}%` : saving}
      </Text>
    </Box>
  );
}
