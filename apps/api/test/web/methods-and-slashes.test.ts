import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withoutTrailingSlash } from '../../src/plugins/page-requests.ts';
import { describeEachDatabase, setUpTestApp } from '../helpers.ts';

// A method a path does not have answers 405 with Allow, and a page path's trailing slash redirects
// to the path without it (issue 35). The page route needs the built web app (`npm run build`).

describeEachDatabase('methods and trailing slashes', (t) => {
  const env = setUpTestApp(t);
  beforeAll(() => {
    if (!existsSync(join(env.app.config.webDist, 'index.html'))) throw new Error('the web app is not built: run npm run build first');
  });
  const ask = (method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS', url: string) => env.app.inject({ method, url });

  it('answers 405 with Allow for a method an API route does not have', async () => {
    const cases = [
      ['GET', '/api/Feedback/AddFeedback', 'POST'],
      ['DELETE', '/api/Feedback/AddFeedback', 'POST'],
      ['POST', '/api/Parcel/GetSystemRefreshDate', 'GET, HEAD'],
      ['PUT', '/api/PRC/GetPRCGeneralInfo?pid=272224785802840', 'GET, HEAD'],
      ['PATCH', '/api/Feedback/GetFormToken', 'GET, HEAD'],
      ['OPTIONS', '/api/Feedback/AddFeedback', 'POST'],
    ] as const;
    for (const [method, url, allow] of cases) {
      const response = await ask(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json(), `${method} ${url}`).toMatchObject({ statusCode: 405, error: 'Method Not Allowed' });
    }
  });

  it('answers 405 with Allow: GET, HEAD for any other method on a page, and 404 only where no method answers', async () => {
    for (const [method, url] of [
      ['POST', '/dashboard'],
      ['DELETE', '/es/homestead'],
      ['PUT', '/nosuchpage'],
      ['POST', '/sitemap.xml'],
    ] as const) {
      const response = await ask(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe('GET, HEAD');
    }
    for (const [method, url] of [
      ['GET', '/api/NoSuchThing'],
      ['POST', '/api/NoSuchThing'],
      ['GET', '/assets/no-such-file.js'],
    ] as const) {
      const response = await ask(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
    }
    expect((await ask('HEAD', '/dashboard')).statusCode).toBe(200);
  });

  it('redirects a page path with a trailing slash to the path without it, query kept', async () => {
    for (const [url, location] of [
      ['/homestead/', '/homestead'],
      ['/es/homestead/?x=1&y=2', '/es/homestead?x=1&y=2'],
      ['/faqcontent/SOH//', '/faqcontent/SOH'],
      ['/nosuchpage/', '/nosuchpage'],
      ['/home/', '/home'],
    ] as const) {
      const response = await ask('GET', url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
    }
    // '/home/' then lands where '/home' does.
    expect((await ask('GET', '/home')).headers.location).toBe('/dashboard');
    // The Spanish root keeps its slash, as the English root does.
    expect((await ask('GET', '/es/')).headers.location).toBe('/es/dashboard');
  });

  it('never redirects to another host', async () => {
    let redirected = 0;
    for (const url of ['//evil.example/', '///evil.example/', '/\\evil.example/', '/\\/evil.example/', '//evil.example//?x=1']) {
      const response = await ask('GET', url);
      const location = response.headers.location;
      if (location === undefined) continue;
      redirected++;
      expect(location, url).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://www.example-county.gov').host, url).toBe('www.example-county.gov');
    }
    expect(redirected).toBeGreaterThan(2);
  });
});

describe('withoutTrailingSlash', () => {
  it('keeps the redirect on this site whatever slashes the path starts with (as a raw request line may send them)', () => {
    expect(withoutTrailingSlash('/\\evil.example/')).toBe('/evil.example');
    expect(withoutTrailingSlash('/\\/evil.example/?a=/b/')).toBe('/evil.example?a=/b/');
    expect(withoutTrailingSlash('//\\evil.example//')).toBe('/evil.example');
    expect(withoutTrailingSlash('/homestead?x=/')).toBeNull();
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/es/')).toBeNull();
  });
});
