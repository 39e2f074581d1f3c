import { messages } from '@iyl/core/catalog/messages';
import { Text, TextInput, type TextInputProps } from '@mantine/core';
import classes from './counted-text-input.module.css';

interface CountedTextInputProps extends Omit<TextInputProps, 'value' | 'maxLength' | 'inputContainer' | 'rightSection'> {
  value: string;
  /** The contract's max for the field. */
  maxLength: number;
  /** The catalogue's words once the field is full (its own "Please keep …" text); a general line otherwise. */
  fullHint?: string;
}

/**
 * A one-line field with a cap: a counter at its end ("12/80"), typing and pasting stopped at the cap, and
 * a line under it saying so once it is full. Counted as the server counts: the contracts' zod `max`
 * measures a string's length in UTF-16 code units, as the browser's maxLength does (an emoji counts 2),
 * so what the counter allows the server accepts. The counter sits inside the field, so a screen's layout
 * does not grow by a line for every capped field.
 */
export function CountedTextInput({ value, maxLength, fullHint = messages.fieldFull, ...props }: CountedTextInputProps) {
  const full = value.length >= maxLength;
  return (
    <TextInput
      {...props}
      value={value}
      maxLength={maxLength}
      rightSection={
        <Text size="xs" c={full ? 'red.9' : 'gray.7'} fw={full ? 700 : undefined} className={classes.count} data-testid="field-counter">
          {`${value.length}/${maxLength}`}
        </Text>
      }
      rightSectionWidth={`calc(${String(maxLength).length * 2 + 1}ch + 0.75rem)`}
      rightSectionPointerEvents="none"
      inputContainer={(input) => (
        <>
          {input}
          {/* Said once when the field fills up (a live region that is there before it speaks), not at every key. */}
          <Text size="xs" c="red.9" role="status" className={classes.full} data-testid="field-full">
            {full ? fullHint : ''}
          </Text>
        </>
      )}
    />
  );
}
