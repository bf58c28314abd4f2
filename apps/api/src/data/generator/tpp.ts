import { searchKey } from '@county/shared';
import { INDUSTRIES } from '../../codes/naics.ts';
import { TAX_YEARS } from '../../codes/taxing-authorities.ts';
import { pad } from './geography.ts';
import { COMPANY_WORDS, STREET_NAMES, SURNAMES } from './names.ts';
import type { CountyState, Site } from './state.ts';
import { awayAddress } from './people.ts';
import { TPP_EXEMPTION } from '../../roll-rules/figures.ts';
import { Weighted } from './random.ts';

// Tangible personal property accounts: businesses' furniture, fixtures and equipment, most of them
// at commercial parcels (several tenants per shopping centre), some run from homes.

const INDUSTRY_DRAW = new Weighted(INDUSTRIES, (i) => i.weight);
const LEGAL_FORMS = ['LLC', 'INC', 'LLC', 'CORP', 'PA', 'LLC'];

export function generateTpp(state: CountyState, index: number): void {
  const r = state.random;
  const industry = INDUSTRY_DRAW.draw(r);
  const word = r.pick(industry.words);
  const lead = r.chance(0.35) ? r.pick(SURNAMES) : r.pick(COMPANY_WORDS);
  const business = `${lead} ${word}`;
  const owner = `${business} ${r.pick(LEGAL_FORMS)}`;
  // The first account sits on a commercial parcel so that a known example always exists.
  const atCommercial = index === 0 || r.chance(0.88);
  const sites = atCommercial && state.commercialSites.length > 0 ? state.commercialSites : state.homeSites;
  const site: Site | null = sites.length > 0 && (index === 0 || r.chance(0.97)) ? r.pick(sites) : null;
  const mail = site && r.chance(0.6) ? { address1: site.address, address2: null, city: site.city, state: 'FL', zip: site.zip } : awayAddress(r, STREET_NAMES, 0.01);
  const x = r.next();
  const status = x < 0.8 ? 'Filed' : x < 0.88 ? 'Extension' : x < 0.94 ? 'Not Filed' : 'Exempt';
  const account = pad(1_000_000 + index * 10 + r.int(0, 9), 7);
  state.emit('tpp_accounts', [
    account, business, searchKey(business), industry.code, industry.title, site?.parcelId ?? null, site?.address ?? null,
    site?.city ?? null, site?.zip ?? null, site?.jurisdiction ?? 'ORG', owner, mail.address1, mail.address2, mail.city,
    mail.state, mail.zip, status,
  ]);

  const opened = r.chance(0.6) ? r.int(1995, 2021) : r.int(2022, state.rollYear);
  let ffe = status === 'Exempt' ? r.int(2_000, 24_000) : Math.round(industry.ffe * r.around(0.8) * 0.6 + 5_000);
  const leasehold = r.chance(0.2) ? Math.round(industry.ffe * r.range(0.1, 0.5)) : 0;
  for (const year of TAX_YEARS) {
    if (year < opened) continue;
    const furniture = Math.max(1_000, Math.round(ffe / 10) * 10);
    const just = status === 'Exempt' ? Math.min(furniture, TPP_EXEMPTION) : furniture + leasehold;
    const exemption = Math.min(TPP_EXEMPTION, just);
    const penalty = year === state.rollYear && status === 'Not Filed' ? 25 : r.chance(0.04) ? r.pick([5, 10, 15]) : 0;
    state.emit('tpp_values', [account, year, status === 'Exempt' ? just : furniture, status === 'Exempt' ? 0 : leasehold, just, just, exemption, just - exemption, penalty]);
    ffe = ffe * r.range(0.85, 1.08);
  }
}
