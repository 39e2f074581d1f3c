import { CHAT_QUESTION_MAX } from '@iyl/core/coach-chat/constants';
import { messages } from '@iyl/core/catalog/messages';
import { withThousands } from '@iyl/core/text/numbers';
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconMicrophone, IconPlayerStop, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import { GrowingTextarea } from '../../components/GrowingTextarea.tsx';
import { keepClearOfToasts, toast } from '../../lib/toast.tsx';
import { useVoiceInput, type VoiceFailure } from '../../lib/voice.ts';
import classes from './coach-chat.module.css';

const voiceWords: Record<VoiceFailure, string> = {
  unsupported: messages.voiceUnsupported,
  unavailable: messages.voiceUnavailable,
  denied: messages.voiceDenied,
  'no-microphone': messages.voiceNoMicrophone,
};

interface ChatComposerProps {
  coachName: string;
  text: string;
  onText: (text: string) => void;
  onSend: (question: string) => void;
  /** An answer is being written or a question is on its way: the microphone waits. */
  busy: boolean;
  /** A question is on its way to the server. */
  sending: boolean;
  /** The answer being written, which Stop stops. */
  writingId: string | undefined;
  stopping: boolean;
  onStop: () => void;
  /** The microphone starts: what is being read aloud stops. */
  onListen: () => void;
}

/** The box to ask in, by keyboard or by voice, with Send (or Stop while an answer is written). */
export function ChatComposer({ coachName, text, onText, onSend, busy, sending, writingId, stopping, onStop, onListen }: ChatComposerProps) {
  // What was typed before the microphone started: what is heard is added to it, and Cancel puts it back.
  const draft = useRef('');
  const withDraft = (heard: string) => [draft.current.trim(), heard.trim()].filter(Boolean).join(' ');
  const voice = useVoiceInput({
    onHeard: (heard) => onText(withDraft(heard)),
    onFinished: (heard) => {
      if (heard.trim()) onSend(withDraft(heard));
    },
    onFailed: (failure) => toast.error(voiceWords[failure]),
  });
  const cancelVoice = () => {
    voice.cancel();
    onText(draft.current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend(text);
    }
  };

  return (
    <>
      {/* Pinned to the foot of the screen: a toast on a phone keeps clear of it (toast.tsx). */}
      <Paper withBorder radius="md" p="sm" className={classes.composer} {...keepClearOfToasts}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend(text);
          }}
        >
          <GrowingTextarea
            label={`Message ${coachName}`}
            placeholder="Ask your coach… (Enter sends, Shift+Enter for a new line)"
            value={text}
            maxLength={CHAT_QUESTION_MAX}
            onChange={(e) => onText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text');
              const field = event.currentTarget;
              if (text.length - (field.selectionEnd - field.selectionStart) + pasted.length > CHAT_QUESTION_MAX) toast.error(messages.chatQuestionTooLong);
            }}
            description={text.length > CHAT_QUESTION_MAX * 0.9 ? `${withThousands(text.length)} / ${withThousands(CHAT_QUESTION_MAX)} characters` : undefined}
            minRows={1}
            maxRows={6}
          />
          <Group justify="space-between" mt="xs" gap="xs">
            <ActionIcon
              variant={voice.listening ? 'filled' : 'light'}
              color={voice.listening ? 'red' : undefined}
              size="lg"
              aria-label={voice.listening ? 'Stop listening and send' : 'Speak your question'}
              aria-pressed={voice.listening}
              onClick={() => {
                if (voice.listening) voice.stop();
                else {
                  onListen();
                  draft.current = text;
                  voice.start();
                }
              }}
              disabled={busy && !voice.listening}
            >
              <IconMicrophone size={18} aria-hidden="true" />
            </ActionIcon>
            {/* Each its own button (keys), and Stop waits only for its own answer's stop: an earlier answer's
                stop still under way must not hold the next answer's Stop. */}
            {writingId ? (
              <Button key="stop" color="red" variant="light" leftSection={<IconPlayerStop size={16} aria-hidden="true" />} onClick={onStop} loading={stopping}>
                Stop
              </Button>
            ) : (
              <Button key="send" type="submit" leftSection={<IconSend size={16} aria-hidden="true" />} loading={sending} disabled={!text.trim()}>
                Send
              </Button>
            )}
          </Group>
        </form>
      </Paper>

      <Modal opened={voice.listening} onClose={cancelVoice} title={messages.voiceListening} centered closeButtonProps={{ 'aria-label': 'Cancel listening' }}>
        <Stack align="center" gap="sm">
          <IconMicrophone size={40} aria-hidden="true" className={classes.listening} />
          <Text ta="center" size="sm" aria-live="polite">
            {text || 'Speak now. I will send your question when you pause.'}
          </Text>
          <Group>
            <Button variant="default" onClick={cancelVoice}>
              Cancel
            </Button>
            <Button onClick={voice.stop}>Send</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
