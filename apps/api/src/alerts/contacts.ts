import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

// Who an owner calls about a document they do not recognise: the office edits
// content/owner-alerts/contacts.json; it is read for each batch of e-mails, so an edit needs no restart.

const contactsSchema = z.object({
  officePhone: z.string().min(1),
  clerkFraudLine: z.string().min(1),
});
export type AlertContacts = z.infer<typeof contactsSchema>;

export async function readContacts(contentDir: string): Promise<AlertContacts> {
  return contactsSchema.parse(JSON.parse(await readFile(join(contentDir, 'owner-alerts', 'contacts.json'), 'utf8')));
}
