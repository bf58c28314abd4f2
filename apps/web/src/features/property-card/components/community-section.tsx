import type { PrcLocation } from '@county/shared/cards';
import { count } from '../format.ts';

/**
 * The homeowners' association of the parcel's subdivision: the facts the office's location answer
 * and the feedback form's Community variant share (name, gated, mandatory, households).
 */
export function CommunitySection({ location }: { location: PrcLocation }) {
  const community = location.community;
  return (
    <section aria-labelledby="card-community" className="card-section">
      <h2 id="card-community">Homeowners&rsquo; association</h2>
      {community ? (
        <dl className="community-facts">
          <div>
            <dt>Association</dt>
            <dd>{community.communityName}</dd>
          </div>
          <div>
            <dt>Gated community</dt>
            <dd>{community.isGated}</dd>
          </div>
          <div>
            <dt>Membership</dt>
            <dd>{community.isMandatory === 'True' ? 'Mandatory' : 'Voluntary'}</dd>
          </div>
          <div>
            <dt>Households</dt>
            <dd>{count(community.householdsCount)}</dd>
          </div>
        </dl>
      ) : (
        <p>No homeowners&rsquo; association is on record for this parcel&rsquo;s subdivision.</p>
      )}
    </section>
  );
}
