import { z } from 'zod';

// The code tables endpoints: the list of tables, and one table as JSON (or CSV with format=csv).

export const codeTableColumnSchema = z.object({ key: z.string(), label: z.string() });
export type CodeTableColumn = z.infer<typeof codeTableColumnSchema>;
const cellSchema = z.union([z.string(), z.number(), z.null()]);

export const codeTableInfoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  columns: z.array(codeTableColumnSchema),
  rowCount: z.number().int(),
});
export type CodeTableInfo = z.infer<typeof codeTableInfoSchema>;

export const codeTablesResponse = z.object({ taxYear: z.number().int(), tables: z.array(codeTableInfoSchema) });
export type CodeTablesIndex = z.infer<typeof codeTablesResponse>;

export const codeTableParams = z.object({ table: z.string().max(60) });
export const codeTableQuery = z.object({
  format: z.enum(['json', 'csv']).default('json'),
  q: z.string().max(100).optional(),
});

export const codeTableSchema = z.object({
  id: z.string(),
  title: z.string(),
  taxYear: z.number().int(),
  columns: z.array(codeTableColumnSchema),
  rows: z.array(z.record(z.string(), cellSchema)),
});
export type CodeTableData = z.infer<typeof codeTableSchema>;
