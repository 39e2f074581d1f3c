import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version.ts';

describe('the Node.js versions the server starts on', () => {
  it.each(['22.12.0', '22.20.1', '24.0.0', '24.21.0', '26.1.0'])('%s: yes', (version) => {
    expect(unsupportedNode(version)).toBeNull();
  });
  it.each(['20.20.2', '22.11.0', '18.19.0', '21.7.3'])('%s: no, with one line saying what to do', (version) => {
    const message = unsupportedNode(version) ?? '';
    expect(message).toContain(`this is Node.js ${version}`);
    expect(message).toContain('npm start');
    expect(message.split('\n')).toHaveLength(1);
  });
});
