import { describe, expect, it } from 'vitest';
import { toApiData, toCardState } from '../src/lib/api-data.ts';
import { HttpError } from '../src/lib/http.ts';
import { apiPath } from '../src/lib/api.ts';

const failed = (error: unknown) => ({ status: 'error' as const, error });

describe('toApiData', () => {
  it('passes loading and data through', () => {
    expect(toApiData({ status: 'loading' })).toEqual({ state: 'loading' });
    expect(toApiData({ status: 'ready', data: [1] })).toEqual({ state: 'ready', data: [1] });
  });

  it('shows the API’s own message for a 4xx and the general apology for anything else', () => {
    expect(toApiData(failed(new HttpError(404, { message: 'This position is closed.' } as never)))).toEqual({
      state: 'error',
      status: 404,
      message: 'This position is closed.',
    });
    const apology = 'We could not load this information. Please try again later.';
    expect(toApiData(failed(new HttpError(500, { message: 'relation "x" does not exist' } as never)))).toEqual({
      state: 'error',
      status: 500,
      message: apology,
    });
    expect(toApiData(failed(new TypeError('Failed to fetch')))).toEqual({ state: 'error', status: 0, message: apology });
  });
});

describe('toCardState', () => {
  it('calls a 400 or a 404 missing, and any other failure failed', () => {
    expect(toCardState(failed(new HttpError(404, { message: 'No parcel 1.' } as never)))).toEqual({ status: 'missing', message: 'No parcel 1.' });
    expect(toCardState(failed(new HttpError(400, null)))).toEqual({ status: 'missing', message: 'HTTP 400' });
    expect(toCardState(failed(new HttpError(502, null)))).toEqual({ status: 'failed' });
    expect(toCardState({ status: 'ready', data: 'card' })).toEqual({ status: 'ready', data: 'card' });
  });
});

describe('apiPath', () => {
  it('builds a request path from the shared table, leaving out empty parameters', () => {
    expect(apiPath('searchExamples')).toBe('/api/QuickSearch/GetSearchExamples');
    expect(apiPath('suggestions', { q: 'main st' })).toBe('/api/QuickSearch/GetSuggestions?q=main+st');
    expect(apiPath('suggestions', { q: '' })).toBe('/api/QuickSearch/GetSuggestions');
  });
});
