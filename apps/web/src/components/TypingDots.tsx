import classes from './typing-dots.module.css';

/** Three pulsing dots, named for a screen reader: the coach writing, a conversation loading. */
export function TypingDots({ label, testId }: { label: string; testId?: string }) {
  return (
    <span className={classes.typing} role="status" aria-label={label} data-testid={testId}>
      <span />
      <span />
      <span />
    </span>
  );
}
