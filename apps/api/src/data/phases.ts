import { readFileSync } from 'node:fs';

// Time per phase of a bulk load, for the seed's --report. Besides the wall time, the CPU time of
// the whole process (every thread: the generator's worker, garbage collection, SQLite's sorter
// threads) and of this thread alone. On a shared machine wall times mean little; CPU times compare
// between runs, and this thread's CPU is the critical path a quiet machine's wall time follows.

export interface Phase {
  name: string;
  seconds: number;
  cpu: number;
  /** This thread's CPU seconds, where the system tells them (Linux); null elsewhere. */
  threadCpu: number | null;
}

/** This thread's user + system CPU seconds from /proc (clock ticks of 10 ms), or null. */
function threadCpu(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface Mark {
  wall: number;
  cpu: NodeJS.CpuUsage;
  thread: number | null;
}

const now = (): Mark => ({ wall: performance.now(), cpu: process.cpuUsage(), thread: threadCpu() });

/** A recorder: each call ends the phase running since the previous call (or since creation). */
export function phaseClock(): { phases: Phase[]; end: (name: string) => void } {
  const phases: Phase[] = [];
  let mark = now();
  return {
    phases,
    end(name) {
      const next = now();
      phases.push({
        name,
        seconds: (next.wall - mark.wall) / 1000,
        cpu: (next.cpu.user + next.cpu.system - mark.cpu.user - mark.cpu.system) / 1e6,
        threadCpu: next.thread === null || mark.thread === null ? null : next.thread - mark.thread,
      });
      mark = next;
    },
  };
}
