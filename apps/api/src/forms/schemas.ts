import { z } from 'zod';

// Answer schemas shared by the form routes (they appear in the OpenAPI document).

export const formTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  minFillSeconds: z.number(),
});

export const receiptSchema = z.object({
  receipt: z.string(),
  receivedAt: z.string(),
});

/** Keeps only the path of the page a form was sent from: a query string may hold a search. */
export function pagePath(page: string | undefined): string | null {
  if (!page) return null;
  try {
    return new URL(page, 'http://local').pathname.slice(0, 300);
  } catch {
    return null;
  }
}
