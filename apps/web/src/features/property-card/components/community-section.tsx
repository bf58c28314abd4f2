import type { PrcLocation } from '@county/shared/cards';
import { useLang } from '../../../i18n/i18n.tsx';
import { count } from '../format.ts';
import { useCardT } from '../messages.ts';

/**
 * The homeowners' association of the parcel's subdivision: the facts the office's location answer
 * and the feedback form's Community variant share (name, gated, mandatory, households).
 */
export function CommunitySection({ location }: { location: PrcLocation }) {
  const t = useCardT();
  const lang = useLang();
  const community = location.community;
  return (
    <section aria-labelledby="card-community" className="card-section">
      <h2 id="card-community">{t('card.community.heading')}</h2>
      {community ? (
        <dl className="community-facts">
          <div>
            <dt>{t('card.community.name')}</dt>
            <dd>{community.communityName}</dd>
          </div>
          <div>
            <dt>{t('card.community.gated')}</dt>
            <dd>{t(community.isGated === 'Yes' ? 'card.yes' : 'card.no')}</dd>
          </div>
          <div>
            <dt>{t('card.community.membership')}</dt>
            <dd>{t(community.isMandatory === 'True' ? 'card.community.mandatory' : 'card.community.voluntary')}</dd>
          </div>
          <div>
            <dt>{t('card.community.households')}</dt>
            <dd>{count(community.householdsCount, lang)}</dd>
          </div>
        </dl>
      ) : (
        <p>{t('card.community.none')}</p>
      )}
    </section>
  );
}
