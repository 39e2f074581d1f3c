import { messages } from '@iyl/core/catalog/messages';
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { communityEndpoints } from '@iyl/core/community/endpoints';
import { SidePanel } from '../../components/SidePanel.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { toast } from '../../lib/toast.tsx';
import { useEndpointForm } from '../../lib/use-endpoint-form.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { useCreateTopic } from './api.ts';
import type { Care } from '@iyl/core/community/contract';

export interface TopicOutcome {
  message: string;
  care: Care;
}

const empty = { topic: '', description: '', image: null as File | null };

/** Create a Forum: a topic, its description and an optional picture, sent together. The page tells the outcome (crisis resources first). */
export function CreateTopicPanel({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (outcome: TopicOutcome) => void }) {
  const phone = usePhone();
  const create = useCreateTopic();
  const { form, onSubmit } = useEndpointForm(communityEndpoints.CreateTopic, {
    initialValues: empty,
    // The topic and description go as multipart fields beside the picture; the server parses them with TopicFields.
    fields: () => import('@iyl/core/community/contract').then((c) => c.TopicFields),
    transform: ({ topic, description }) => ({ topic, description }),
    // One toast for the form (the spec's words when a field is blank); the fields say which.
    summary: (errors, { topic, description }) =>
      !topic.trim() || !description.trim() ? messages.communityFieldsMissing : String(errors.topic ?? errors.description ?? messages.communityFieldsMissing),
    submit: (fields, { image }) => {
      // A picture too large (or not a picture) is told before a byte of it is sent.
      const pictureProblem = image ? photoProblem(image) : null;
      if (pictureProblem) {
        form.setFieldError('image', pictureProblem);
        return void toast.error(pictureProblem);
      }
      create.mutate(
        { ...fields, image },
        {
          onSuccess: (answer) => {
            form.reset();
            onClose();
            onCreated({ message: answer.message, care: answer.care });
          },
          onError: (error) => toast.error(serverWords(error, messages.internal)),
        },
      );
    },
  });

  return (
    <SidePanel opened={opened} onClose={onClose} title="Create a Forum" fullScreen={phone} size="md">
      <form onSubmit={onSubmit} noValidate data-testid="create-topic-form">
        <Stack gap="sm">
          <TextInput label="Discussion Topic" {...form.getInputProps('topic')} required />
          <Textarea
            label="Description"
            {...form.getInputProps('description')}
            autosize
            minRows={4}
            maxRows={10}
            required
          />
          <FileInput
            label="Picture (optional)"
            placeholder="Choose a picture"
            accept={photoAccept}
            {...form.getInputProps('image')}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the picture' }}
            leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
            disabled={create.isPending}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              Submit Request
            </Button>
          </Group>
        </Stack>
      </form>
    </SidePanel>
  );
}
