import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './growing-textarea.module.css';

interface GrowingTextareaProps extends Omit<TextareaProps, 'autosize' | 'minRows' | 'maxRows' | 'rows'> {
  minRows?: number;
  maxRows?: number;
}

/**
 * A textarea that grows with its text, from minRows to maxRows lines, by CSS (`field-sizing: content`)
 * rather than Mantine's autosize, which measures each one with getComputedStyle as it mounts: the survey's
 * last step spent 600 ms of a phone's main thread on its six. Where a browser cannot size fields to their
 * content, the field shows minRows lines and scrolls, and can be dragged taller.
 */
export function GrowingTextarea({ minRows = 2, maxRows = 8, classNames, ...props }: GrowingTextareaProps) {
  const rows = { '--growing-min-rows': minRows, '--growing-max-rows': maxRows } as CSSProperties;
  return <Textarea {...props} rows={minRows} classNames={{ ...classNames, input: classes.input }} style={[rows, props.style]} />;
}
