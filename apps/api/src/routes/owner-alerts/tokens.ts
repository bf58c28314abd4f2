import type { FastifyInstance } from 'fastify';
import { ExpiredError, InvalidInputError } from '../../errors.ts';
import { loadFormSecret } from '../../forms/secret.ts';
import { openLink, sealLink, type LinkClaims, type LinkPurpose } from '../../alerts/links.ts';

/** The owner-alert routes' side of link tokens: the secret read once, refused tokens as errors naming the field. */
export function linkTokens(app: FastifyInstance) {
  let secret: Promise<string> | undefined;
  const key = () => (secret ??= loadFormSecret(app.database));
  return {
    key,
    seal: async (claims: LinkClaims) => sealLink(await key(), claims),
    async open(token: string, purpose: LinkPurpose): Promise<LinkClaims> {
      const result = openLink(await key(), token, purpose);
      if (result.ok) return result.claims;
      if (result.reason === 'expired') throw new ExpiredError('This link has expired. Sign up again to receive a new one.', 'token');
      throw new InvalidInputError('This link is not valid. Sign up again to receive a new one.', 'token');
    },
  };
}

/** A parcel's street address (public, also for a confidential parcel), or null when it has none or has left the roll. */
export async function addressOf(app: FastifyInstance, parcelId: string): Promise<string | null> {
  const row = await app.database.db.selectFrom('parcels').select('situs_address').where('parcel_id', '=', parcelId).executeTakeFirst();
  return row?.situs_address?.trim() || null;
}
