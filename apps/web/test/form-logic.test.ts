import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failureStatus, sendWithToken, validate } from '../src/components/form-fields/form-logic.ts';
import { API } from '@county/shared/api/paths';
import { feedbackRequests } from '../src/features/feedback/api/send-feedback.ts';
import { HttpError } from '../src/lib/http.ts';

describe('validate', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required!'), age: z.coerce.number().int('Whole years.').min(18, 'At least 18.') });

  it('gives the parsed data and no errors when the values pass', () => {
    expect(validate(schema, { name: 'Ann', age: '40' })).toEqual({ data: { name: 'Ann', age: 40 }, errors: {} });
  });

  it('keeps the first message of each invalid field', () => {
    const result = validate(schema, { name: '', age: '12.5' });
    expect(result.data).toBeUndefined();
    expect(result.errors).toEqual({ name: 'Name is required!', age: 'Whole years.' });
  });
});

describe('failureStatus', () => {
  it('turns 410 into the specification’s expired message', () => {
    expect(failureStatus(new HttpError(410, null), 'Not sent.')).toEqual({
      status: { kind: 'info', title: 'Expired Request', message: 'This request has expired.' },
    });
  });

  it('shows the server’s message and field for other HTTP errors, or the status when it sent none', () => {
    const refused = failureStatus(new HttpError(400, { message: 'Rating is required!', field: 'Rating' } as never), 'Not sent.');
    expect(refused).toEqual({ status: { kind: 'error', title: 'Error submitting the request', message: 'Rating is required!' }, field: 'Rating' });
    expect(failureStatus(new HttpError(503, null), 'Not sent.').status.message).toBe('The server answered 503.');
  });

  it('uses the form’s own message when no answer came at all', () => {
    expect(failureStatus(new TypeError('Failed to fetch'), 'Your message was not sent.')).toEqual({
      status: { kind: 'error', title: 'Error', message: 'Your message was not sent.' },
    });
  });
});

describe('sendWithToken', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits out the minimum fill time, then posts the body with the token and the page', async () => {
    vi.useFakeTimers();
    const sent: { at: number; body: unknown }[] = [];
    vi.stubGlobal('location', { pathname: '/feedback' });
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init: RequestInit) => {
        sent.push({ at: Date.now(), body: JSON.parse(init.body as string) });
        return Promise.resolve(new Response(JSON.stringify({ receipt: 'R-1' }), { status: 200 }));
      }),
    );
    const start = Date.now();
    const answer = sendWithToken(feedbackRequests.send, { token: 'tok', readyAt: start + 3_000 }, { Comments: 'Hi' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toEqual({ receipt: 'R-1' });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(API.addFeedback.path);
    expect(sent).toEqual([{ at: start + 3_000, body: { Comments: 'Hi', FormToken: 'tok', Page: '/feedback' } }]);
  });
});
