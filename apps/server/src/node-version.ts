/** The oldest Node.js the server runs on: the first 22 LTS release its libraries (vitest, pg-boss) accept. */
export const OLDEST_NODE = [22, 12] as const;

/** Why the server cannot start on this Node.js version, in one line; null when it can. */
export function unsupportedNode(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  if (major > OLDEST_NODE[0] || (major === OLDEST_NODE[0] && minor >= OLDEST_NODE[1])) return null;
  return `IYL needs Node.js ${OLDEST_NODE.join('.')} or newer (24 LTS recommended); this is Node.js ${version}. Start it with "npm start", which runs it on the Node.js 24 that "npm install" puts in node_modules, or install Node.js 24.`;
}
