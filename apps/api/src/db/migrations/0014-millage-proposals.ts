import type { Migration } from './types.ts';

// The TRIM notice (issue 29, decision 81) needs two more rates per taxing authority and year
// beside the adopted one in `millage`: the rate each authority proposes in July and its rolled-back
// rate (s. 200.065(1), F.S.). Authorities send both before the notices are mailed, weeks before
// they adopt a rate, so they live in a table of their own rather than as columns of `millage`.

export const millageProposalsMigration: Migration = {
  name: '0014-millage-proposals',
  async up(db, dialect) {
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await db.schema
      .createTable('millage_proposals')
      .addColumn('tax_year', 'integer', (c) => c.notNull())
      .addColumn('authority_code', 'text', (c) => c.notNull().references('taxing_authorities.code'))
      .addColumn('proposed', real, (c) => c.notNull())
      .addColumn('rolled_back', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('millage_proposals_pk', ['tax_year', 'authority_code'])
      .execute();
  },
};
