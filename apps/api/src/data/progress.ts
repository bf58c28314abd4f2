// Progress for long loads: a bar with rate and time left on a terminal, plain lines (about every
// ten per cent) when the output goes to a file or a pipe.

export interface Progress {
  update(done: number): void;
  finish(): void;
}

function seconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  return s >= 90 ? `${Math.floor(s / 60)}m${String(Math.round(s % 60)).padStart(2, '0')}s` : `${Math.round(s)}s`;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

export function createProgress(label: string, total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const started = Date.now();
  const tty = stream.isTTY === true;
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    update(done) {
      const elapsed = (Date.now() - started) / 1000;
      const rate = elapsed > 0 ? done / elapsed : 0;
      const eta = rate > 0 ? (total - done) / rate : Infinity;
      const share = total > 0 ? Math.min(1, done / total) : 1;
      const text = `${label} ${(share * 100).toFixed(0).padStart(3)}% ${fmt(done)}/${fmt(total)} ${fmt(rate)}/s ETA ${seconds(eta)}`;
      if (tty) {
        const now = Date.now();
        if (now - lastDraw < 100 && done < total) return;
        lastDraw = now;
        const filled = Math.round(share * 30);
        stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${text}\x1b[K`);
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stream.write(`${text}\n`);
    },
    finish() {
      if (tty) stream.write('\n');
    },
  };
}
