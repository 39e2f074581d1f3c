import { readFileSync } from 'node:fs';

/** A process's peak resident memory so far in MB (VmHWM), or 0 once it has gone. */
export function peakRss(pid: number): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
    return match ? Math.round(Number(match[1]) / 1024) : 0;
  } catch {
    return 0;
  }
}
