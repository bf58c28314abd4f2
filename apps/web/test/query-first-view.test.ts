import { afterEach, expect, it, vi } from 'vitest';

// The answers the server embedded in index.html for the first view seed the data layer: the first
// view shows them without asking the API, and a key that is not embedded is asked for as usual. A
// definitive failure the server met (an unknown parcel) is shown as it is, without asking again.

afterEach(() => vi.unstubAllGlobals());

it('starts from the embedded answers of the first view and asks only for the rest', async () => {
  const embedded = {
    answers: { '/api/Content/GetImportantDates': [{ month: 1, day: 1, title: 'Roll', detail: 'x' }] },
    failures: { 'property-card?pid=1': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such parcel' } } },
  };
  vi.stubGlobal('window', { location: { pathname: '/dashboard' } });
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'first-view' ? { textContent: JSON.stringify(embedded) } : null) });
  const { fetchQuery } = await import('../src/lib/query.ts');
  const load = vi.fn(async () => ['asked']);
  await expect(fetchQuery({ key: '/api/Content/GetImportantDates', load })).resolves.toEqual(embedded.answers['/api/Content/GetImportantDates']);
  expect(load).not.toHaveBeenCalled();
  await expect(fetchQuery({ key: '/api/Parcel/GetSystemRefreshDate', load })).resolves.toEqual(['asked']);
  expect(load).toHaveBeenCalledTimes(1);
  await expect(fetchQuery({ key: 'property-card?pid=1', load })).rejects.toMatchObject({ status: 404, message: 'No such parcel' });
  expect(load).toHaveBeenCalledTimes(1);
});
