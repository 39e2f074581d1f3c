// The entry point. It checks the Node.js version before anything else is loaded (the server's
// libraries need Node.js 22.12 or newer, and Node.js 20 no longer gets security fixes), then starts
// the server. Nothing from npm is imported here: the build keeps the server in a chunk of its own
// (esbuild splitting), so an unsupported Node stops on this one line, not on a library's error.
import { unsupportedNode } from './node-version.ts';

const refusal = unsupportedNode(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
await import('./server.ts');
