// An S3-compatible server (s3rver) in a process of its own, on loopback, with the bucket `iyl-test`:
// prints its port, then serves until it is killed. The storage tests weigh their own process's memory,
// which s3rver's would blur (it holds an upload's whole body in memory before writing it).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const s3 = new S3rver({ port: 0, address: '127.0.0.1', directory: mkdtempSync(join(tmpdir(), 'iyl-s3-')), silent: true, configureBuckets: [{ name: 'iyl-test', configs: [] }] });
const { port } = (await s3.run()) as AddressInfo;
console.log(port);
