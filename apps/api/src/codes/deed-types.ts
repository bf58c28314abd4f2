// Deed types seen in Orange County sale histories.
export const DEED_TYPES: readonly (readonly [code: string, description: string])[] = [
  ['AA', 'Agreement for deed'],
  ['CD', 'Corrective deed'],
  ['CT', 'Certificate of title'],
  ['FJ', 'Final judgment'],
  ['PR', 'Personal representative deed'],
  ['QC', 'Quitclaim deed'],
  ['SH', "Sheriff's deed"],
  ['SW', 'Special warranty deed'],
  ['TD', 'Tax deed'],
  ['TR', 'Trustee deed'],
  ['WD', 'Warranty deed'],
];
