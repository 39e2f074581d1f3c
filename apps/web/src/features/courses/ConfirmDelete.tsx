import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** "Delete this …?" with what deleting does, Cancel and the red confirmation (busy while it runs). */
export function ConfirmDelete(props: { opened: boolean; title: string; text: string; confirm: string; busy: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={props.opened} onClose={props.onCancel} title={props.title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
            Cancel
          </Button>
          <Button color="red.8" onClick={props.onConfirm} loading={props.busy}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
