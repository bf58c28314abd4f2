// Florida's roll rules, written once: the generator obeys them and `npm run audit:roll` checks any
// loaded roll against them (docs/decisions/0012-roll-rules-and-audit.md).
export * from './figures.ts';
export * from './homestead.ts';
export * from './owners.ts';
export * from './sales.ts';
export * from './records.ts';
export * from './parcel-rules.ts';
export * from './tpp-rules.ts';
