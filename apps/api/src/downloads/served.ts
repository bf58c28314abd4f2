import type { Database } from '../db/database.ts';
import type { Manifest } from './manifest.ts';
import { rollStamp } from './roll-stamp.ts';

// Which published files may be served (decision 136). Files of the roll as it is now are served.
// Files made before a change of the roll (an import, a retirement, a mark removed) stay served until
// the new set is published, so /download never goes empty during a rebuild. But a parcel marked
// confidential since the files were read has its owners' names in them: then they are withdrawn at
// once, in every process, on the next request (the manifest lists the parcels that were masked when
// its files were read; a manifest without that list is withdrawn whenever it is stale).

export interface Served {
  /** The manifest whose files may be served; null when nothing is published or the files are withdrawn. */
  manifest: Manifest | null;
  /** True when a manifest exists but was made from another state of the roll (a rebuild is due). */
  stale: boolean;
}

/** The marks seen at one roll stamp, so that a stale manifest costs one query per change, not per request. */
const marksAt = new WeakMap<Database, { stamp: string; ids: Promise<Set<string>> }>();

async function marks(database: Database, stamp: string): Promise<Set<string>> {
  let seen = marksAt.get(database);
  if (seen?.stamp !== stamp) {
    const ids = database.db
      .selectFrom('confidential_parcels')
      .select('parcel_id')
      .execute()
      .then((rows) => new Set(rows.map((r) => r.parcel_id)));
    seen = { stamp, ids };
    marksAt.set(database, seen);
    ids.catch(() => marksAt.delete(database));
  }
  return seen.ids;
}

export async function servedManifest(database: Database, manifest: Manifest | null): Promise<Served> {
  if (!manifest) return { manifest: null, stale: false };
  const stamp = await rollStamp(database);
  if (manifest.roll === stamp) return { manifest, stale: false };
  const masked = manifest.confidential ? new Set(manifest.confidential) : null;
  // A mark made after the stamp was read is caught by the next request (the stamp moves with it).
  const current = await marks(database, stamp);
  const markedSince = masked === null || [...current].some((id) => !masked.has(id));
  return { manifest: markedSince ? null : manifest, stale: true };
}
