#!/usr/bin/env node
// A client written the way the programs that use the office's public API are written: plain
// fetch, the office's paths, parameter names and field names only, nothing from this repository.
// It finds a parcel by address, resolves its id, reads every card route and prints a summary.
//
//   node tools/office-client/property-summary.mjs http://127.0.0.1:3000 "123 N ORANGE AVE"
//
// Exit status 0 when every line has a value, 1 when a line came out blank, 2 on a failed call.

const BLANK = '(blank)';

async function getJson(base, path, params) {
  const url = new URL(`api/${path}`, base.endsWith('/') ? base : `${base}/`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, String(value));
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}

/** Money as the office sends it: a number, or sometimes the text of one. */
function money(value) {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return Number.isFinite(n) ? `$${n.toFixed(2)}` : BLANK;
}

const text = (value) => (value === null || value === undefined || String(value).trim() === '' ? BLANK : String(value).trim());

/** The tax years to ask for: the latest certified year, then back until the office says no data. */
async function taxYears(base, pid, latest) {
  const years = [];
  for (let year = latest; year > latest - 10; year--) {
    const total = await getJson(base, 'PRC/GetPRCTotalTaxes', { PID: pid, TaxYear: year });
    if (!total || Number(total.taxYear) === 0) break;
    years.push(year);
  }
  return years;
}

export async function propertySummary(base, address) {
  const found = await getJson(base, 'QuickSearch/GetSearchInfoByAddress', { address, page: 1, size: 5, sortBy: 'Address', sortDir: 'asc' });
  if (found.length === 0) throw new Error(`no parcel at ${address}`);
  // Programs keep ids in spreadsheets; the office resolves whatever form they kept.
  const [resolved] = await getJson(base, 'QuickSearch/GetSearchInfoByParcel', { pid: found[0].parcelId });
  const pid = resolved.parcelId;

  const general = await getJson(base, 'PRC/GetPRCGeneralInfo', { pid });
  const legal = await getJson(base, 'PRC/GetPRCPropFeatLegal', { pid });
  const year = general.prcTaxYear;
  const [values, sales, taxes, nonAd, total, location, buildings, land, extras] = await Promise.all([
    getJson(base, 'PRC/GetPRCPropertyValues', { PID: pid, TaxYear: year, ShowAllFlag: 0 }),
    getJson(base, 'PRC/GetPRCSales', { pid }),
    getJson(base, 'PRC/GetPRCCertifiedTaxes', { PID: pid, TaxYear: year }),
    getJson(base, 'PRC/GetPRCNonAdValorem', { PID: pid, TaxYear: year }),
    getJson(base, 'PRC/GetPRCTotalTaxes', { PID: pid, TaxYear: year }),
    getJson(base, 'PRCLocation/GetPRCLocationInfo', { pid }),
    getJson(base, 'PRC/GetPRCPropFeatBldg', { pid, page: 1, size: 10 }),
    getJson(base, 'PRC/GetPRCPropFeatLand', { pid }),
    getJson(base, 'PRC/GetPRCPropFeatXfob', { pid }),
  ]);
  const years = await taxYears(base, pid, year);

  const value = values[0] ?? {};
  const owners = String(general.ownerName ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const lines = [
    `Parcel: ${text(pid)}`,
    `Owners: ${owners.length > 0 ? owners.join(' & ') : BLANK}`,
    `Address: ${text(general.propertyAddress)}, ${text(general.propertyCity)} ${text(general.propertyZip)}`,
    `Use: ${text(general.dorCode)} ${text(general.dorDescription)}`,
    `Legal: ${text(legal.propertyDescription)}`,
    `Values ${text(value.taxYear)}: market ${money(value.marketValue)}, assessed ${money(value.assessedValue)}, homestead ${money(value.originalHx)} + ${money(value.additionalHx)}`,
    `Buildings: ${buildings.map((b) => `${text(b.livingArea)} sq ft, built ${text(b.dateBuilt).slice(0, 4)}`).join('; ') || BLANK}`,
    `Land: ${land.map((l) => `${text(l.landQty)} ${text(l.landQtyCode)} ${money(l.landValue)}`).join('; ') || BLANK}`,
    `Extra features: ${extras.map((x) => `${text(x.description)} ${money(x.value)}`).join('; ') || BLANK}`,
    ...sales.map((s) => `Sale ${text(s.saleDate).slice(0, 10)}: ${money(s.saleAmt)} instrument ${text(s.instrNum)} ${text(s.deedDesc)}`),
    ...taxes.map((t) => `Tax ${text(t.taxType)} ${text(t.taxingAuthority)}: ${money(t.taxes)}`),
    ...nonAd.map((n) => `Non-ad valorem ${text(n.levyingAuthority)}: ${money(n.assessment)}`),
    `Total tax ${text(total.taxYear)}: ${money(total.grossTaxes)} (millage ${text(total.totalMillageRate)})`,
    `Tax years on file: ${years.join(', ') || BLANK}`,
    `Association: ${location.community ? `${text(location.community.communityName)}, gated ${text(location.community.isGated)}, mandatory ${text(location.community.isMandatory)}, ${text(location.community.householdsCount)} households` : BLANK}`,
  ];
  if (sales.length === 0) lines.push(`Sales: ${BLANK}`);
  return lines;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const [base, address] = process.argv.slice(2);
  if (!base || !address) {
    console.error('usage: property-summary.mjs BASE_URL ADDRESS');
    process.exit(2);
  }
  try {
    const lines = await propertySummary(base, address);
    console.log(lines.join('\n'));
    process.exit(lines.some((line) => line.includes(BLANK)) ? 1 : 0);
  } catch (error) {
    console.error(String(error));
    process.exit(2);
  }
}
