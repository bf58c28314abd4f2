import { z } from 'zod';

// The published data files (GET api/Downloads) and the name of one of them.

export const publishedFileSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  format: z.string(),
  rows: z.number().int(),
  size: z.number().int(),
  sha256: z.string(),
  created: z.string(),
  url: z.string(),
});
export type PublishedFile = z.infer<typeof publishedFileSchema>;

export const publishedFilesSchema = z.object({
  created: z.string().nullable(),
  taxYear: z.number().int().nullable(),
  /** True while a fresh install builds its first files (decision 75). */
  preparing: z.boolean(),
  files: z.array(publishedFileSchema),
});
export type PublishedFiles = z.infer<typeof publishedFilesSchema>;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
export const downloadFileParams = z.object({ name: z.string().regex(NAME, 'must be the name of a published file') });
