import { readFileSync } from 'node:fs';

// Peak anonymous memory (RssAnon: heap, stacks, SQLite's page cache) of a process tree, sampled
// from /proc. The generator's peak RSS also counts the database pages SQLite maps from the file,
// which the kernel can drop at any time; RssAnon is the memory the process itself needs. Linux
// keeps no peak of it, so it is sampled (every 100 ms); elsewhere the figure is null.

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function rssAnonKb(pid: number): number {
  try {
    const m = /RssAnon:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Starts sampling; stop() gives the largest RssAnon any one process of the tree reached, in MB. */
export function watchRssAnon(root: number): { stop(): number | null } {
  let peak = 0;
  let seen = false;
  const sample = (): void => {
    const pending = [root];
    while (pending.length > 0) {
      const pid = pending.pop() as number;
      const kb = rssAnonKb(pid);
      if (kb > 0) seen = true;
      peak = Math.max(peak, kb);
      pending.push(...children(pid));
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      return seen ? Math.round(peak / 1024) : null;
    },
  };
}
