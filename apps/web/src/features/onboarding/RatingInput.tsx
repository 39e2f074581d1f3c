import { Input, Text } from '@mantine/core';
import { useId } from 'react';
import classes from './rating-input.module.css';

const scale = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

interface RatingInputProps {
  label: string;
  low: string;
  high: string;
  value: number | undefined;
  onChange: (value: number) => void;
  error?: string;
}

/**
 * A 1–10 rating as ten native radios drawn as boxes: Tab reaches the group, arrow keys move and
 * choose, and the low/high captions are read with the group. Nothing is chosen at first.
 */
export function RatingInput({ label, low, high, value, onChange, error }: RatingInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const captionsId = `${id}-captions`;
  const errorId = `${id}-error`;
  return (
    <div className={classes.root} data-invalid={error ? true : undefined}>
      <Input.Label id={labelId} component="div">
        {label}
      </Input.Label>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? `${captionsId} ${errorId}` : captionsId}
        aria-invalid={error ? true : undefined}
        aria-required
        className={classes.options}
      >
        {scale.map((n) => (
          <label key={n} className={classes.option}>
            <input
              className={classes.input}
              type="radio"
              name={id}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <span className={classes.box}>{n}</span>
          </label>
        ))}
      </div>
      <div id={captionsId} className={classes.captions}>
        <Text size="sm" c="dimmed">
          1 = {low}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          10 = {high}
        </Text>
      </div>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </div>
  );
}
