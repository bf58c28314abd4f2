import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';

/** Size and SHA-256 of a file written by someone else (the DOR writer), read as a stream. */
export async function fileFacts(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}
