import type { ReactNode } from 'react';
import classes from './score-ring.module.css';

interface ScoreRingProps {
  /** 0–100. */
  percent: number;
  size: number;
  thickness: number;
  /** A Mantine colour with its shade, e.g. 'teal.8'. */
  color: `${string}.${number}`;
  /** What the ring shows, for screen readers, when the text beside it does not say it. */
  label?: string;
  children: ReactNode;
}

/**
 * A donut of one value with a label in its centre: what Mantine's RingProgress draws for one section,
 * without the tooltip machinery (floating-ui) it brings along, which the dashboard would load for nothing.
 */
export function ScoreRing({ percent, size, thickness, color, label, children }: ScoreRingProps) {
  const value = Math.min(Math.max(percent, 0), 100);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const [name, shade] = color.split('.');
  return (
    <div className={classes.root} style={{ width: size, height: size }}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className={classes.svg}
        role="img"
        aria-hidden={label ? undefined : true}
      >
        <title>{label ?? ''}</title>
        <circle className={classes.track} cx={size / 2} cy={size / 2} r={radius} strokeWidth={thickness} fill="none" />
        {value > 0 && (
          <circle
            cx={size / 2}
            cy={size / 2}
            r={radius}
            strokeWidth={thickness}
            fill="none"
            stroke={`var(--mantine-color-${name}-${shade})`}
            strokeLinecap="round"
            strokeDasharray={`${(value / 100) * circumference} ${circumference}`}
          />
        )}
      </svg>
      <div className={classes.label}>{children}</div>
    </div>
  );
}
