import { FEEDBACK_PAGE_SIZE, type FeedbackDetail, type FeedbackList, type FeedbackQueueQuery } from '@county/shared/office-queue';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import { enqueueReply } from '../alerts/queue.ts';
import { contains } from './search-text.ts';

// Website feedback as the office's work queue (issue 45, decision 141). The feedback table stays as
// the public form wrote it; feedback_state says what the office did. A reply goes to the sender's
// address through the site's mail queue, and is kept with who sent it and when.

const stateOf = (state: string | null): 'new' | 'answered' => (state === 'answered' ? 'answered' : 'new');

function base(database: Database) {
  return database.db.selectFrom('feedback').leftJoin('feedback_state', 'feedback_state.receipt', 'feedback.receipt');
}

export async function listFeedback(database: Database, query: Required<Pick<FeedbackQueueQuery, 'page'>> & FeedbackQueueQuery): Promise<FeedbackList> {
  let rows = base(database);
  if (query.state === 'answered') rows = rows.where('feedback_state.state', '=', 'answered');
  if (query.state === 'new') rows = rows.where('feedback_state.state', 'is', null);
  if (query.q) {
    const words = query.q;
    rows = rows.where((eb) =>
      eb.or([contains('feedback.email', words), contains('feedback.comments', words), contains("feedback.first_name || ' ' || feedback.last_name", words)]),
    );
  }
  const page = Number(query.page);
  const [{ total }] = (await rows.select((eb) => eb.fn.countAll<number>().as('total')).execute()) as [{ total: number }];
  const found = await rows
    .select([
      'feedback.receipt',
      'feedback.received_at',
      'feedback.first_name',
      'feedback.last_name',
      'feedback.email',
      'feedback.feedback_type',
      'feedback_state.state',
    ])
    .orderBy('feedback.received_at', 'desc')
    .orderBy('feedback.receipt', 'desc')
    .limit(FEEDBACK_PAGE_SIZE)
    .offset((page - 1) * FEEDBACK_PAGE_SIZE)
    .execute();
  return {
    items: found.map((row) => ({
      receipt: row.receipt,
      receivedAt: row.received_at,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      feedbackType: row.feedback_type,
      state: stateOf(row.state),
    })),
    total: Number(total),
    page,
    pageSize: FEEDBACK_PAGE_SIZE,
  };
}

export async function feedbackItem(database: Database, receipt: string): Promise<FeedbackDetail> {
  const row = await base(database)
    .selectAll('feedback')
    .select(['feedback_state.state', 'feedback_state.reply', 'feedback_state.answered_by', 'feedback_state.answered_at'])
    .where('feedback.receipt', '=', receipt)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('No feedback has this receipt.');
  return {
    receipt: row.receipt,
    receivedAt: row.received_at,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    feedbackType: row.feedback_type,
    state: stateOf(row.state),
    phone: row.phone,
    occupation: row.occupation,
    experienceRating: Number(row.experience_rating),
    comments: row.comments,
    page: row.page,
    parcelId: row.parcel_id,
    reply: row.reply,
    answeredBy: row.answered_by,
    answeredAt: row.answered_at,
  };
}

/** Queues the reply to the sender and marks the message answered; a later reply replaces the kept one. */
export async function replyToFeedback(
  database: Database,
  receipt: string,
  by: string,
  message: string,
  officeName: string,
  now = new Date(),
): Promise<FeedbackDetail> {
  const item = await feedbackItem(database, receipt);
  const at = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    await enqueueReply(
      trx,
      `${receipt}|${at}|${message}`,
      {
        kind: 'reply',
        email: item.email,
        subject: `${officeName}: your feedback ${receipt} / su comentario ${receipt}`,
        text: message,
      },
      now.getTime(),
    );
    await trx
      .insertInto('feedback_state')
      .values({ receipt, state: 'answered', answered_by: by, answered_at: at, reply: message })
      .onConflict((oc) => oc.column('receipt').doUpdateSet({ state: 'answered', answered_by: by, answered_at: at, reply: message }))
      .execute();
  });
  return { ...item, state: 'answered', reply: message, answeredBy: by, answeredAt: at };
}
