import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/database.ts';
import { saveUnansweredQuestions, unansweredQuestionRow, type UnansweredQuestion } from '../analytics/index.ts';

// The questions the assistant could not answer, on their way to the office's report. They are
// written in batches, not one insert per question while the person waits: under load one in ten
// questions went unanswered, and with SQLite each insert took the database's only write lock (the
// server's processes queue for it, and better-sqlite3 waits for it on the event loop), which was
// the largest cost of a repeated question after the socket write itself (decision 43). Each
// question still makes its own row, so the report's counts are unchanged; at most FLUSH_MS of
// them are lost if the process dies, and a graceful stop writes what is pending.

/** How long a kept question may wait for others before the batch is written. */
const FLUSH_MS = 1_000;
/** A batch this large is written at once. */
const MAX_BATCH = 500;

export class QuestionLog {
  private pending: UnansweredQuestion[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly onError: (err: unknown) => void,
    private readonly flushMs = FLUSH_MS,
  ) {}

  /** Keeps a question unless the browser asked not to be tracked or it came from another site. */
  keep(text: string, headers?: IncomingHttpHeaders): void {
    const row = unansweredQuestionRow(text, headers);
    if (!row) return;
    this.pending.push(row);
    if (this.pending.length >= MAX_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs).unref();
  }

  /** Writes the pending questions now; a failure is reported, never thrown. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    await saveUnansweredQuestions(this.database, rows).catch(this.onError);
  }
}
