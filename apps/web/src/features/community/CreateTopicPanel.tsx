import { messages } from '@iyl/core/catalog/messages';
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SidePanel } from '../../components/SidePanel.tsx';
import { serverWords } from '../../lib/api-client.ts';
import { photoAccept, photoProblem } from '../../lib/photo-check.ts';
import { toast } from '../../lib/toast.tsx';
import { usePhone } from '../../lib/use-phone.ts';
import { useCreateTopic } from './api.ts';
import { topicDraftProblems } from './rules.ts';
import type { Care } from '@iyl/core/community/contract';

export interface TopicOutcome {
  message: string;
  care: Care;
}

const empty = { topic: '', description: '' };

/** Create a Forum: a topic, its description and an optional picture, sent together. The page tells the outcome (crisis resources first). */
export function CreateTopicPanel({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (outcome: TopicOutcome) => void }) {
  const phone = usePhone();
  const [draft, setDraft] = useState(empty);
  const [image, setImage] = useState<File | null>(null);
  const [problems, setProblems] = useState<ReturnType<typeof topicDraftProblems>>(null);
  const create = useCreateTopic();

  const set = (field: keyof typeof empty) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setProblems((p) => (p?.[field] ? { ...p, [field]: undefined } : p));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = topicDraftProblems(draft);
    if (found) {
      setProblems(found);
      // One toast for the form (the spec's words when a field is blank); the fields say which.
      const blank = !draft.topic.trim() || !draft.description.trim();
      return void toast.error(blank ? messages.communityFieldsMissing : (found.topic ?? found.description ?? messages.communityFieldsMissing));
    }
    // A picture too large (or not a picture) is told before a byte of it is sent.
    const pictureProblem = image ? photoProblem(image) : null;
    if (pictureProblem) return void toast.error(pictureProblem);
    create.mutate(
      { topic: draft.topic.trim(), description: draft.description.trim(), image },
      {
        onSuccess: (answer) => {
          setDraft(empty);
          setImage(null);
          setProblems(null);
          onClose();
          onCreated({ message: answer.message, care: answer.care });
        },
        onError: (error) => toast.error(serverWords(error, messages.internal)),
      },
    );
  };

  return (
    <SidePanel opened={opened} onClose={onClose} title="Create a Forum" fullScreen={phone} size="md">
      <form onSubmit={onSubmit} noValidate data-testid="create-topic-form">
        <Stack gap="sm">
          <TextInput label="Discussion Topic" value={draft.topic} onChange={(e) => set('topic')(e.currentTarget.value)} error={problems?.topic} required />
          <Textarea
            label="Description"
            value={draft.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={problems?.description}
            autosize
            minRows={4}
            maxRows={10}
            required
          />
          <FileInput
            label="Picture (optional)"
            placeholder="Choose a picture"
            accept={photoAccept}
            value={image}
            onChange={setImage}
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
