import type { Migration } from './types.ts';
import { countyMigration } from './0001-county.ts';
import { formsMigration } from './0002-forms.ts';
import { analyticsMigration } from './0003-analytics.ts';
import { toolsIndexesMigration } from './0004-tools-indexes.ts';
import { searchIndexesMigration } from './0005-search-indexes.ts';
import { deploymentValuesMigration } from './0006-deployment-values.ts';
import { associationsMigration } from './0007-associations.ts';
import { searchTextMigration } from './0008-search-text.ts';
import { withoutRowidMigration } from './0009-without-rowid.ts';
import { searchPagesMigration } from './0010-search-pages.ts';
import { rollChangesMigration } from './0011-roll-changes.ts';
import { privacyMigration } from './0012-privacy.ts';
import { statisticsMigration } from './0013-statistics.ts';
import { millageProposalsMigration } from './0014-millage-proposals.ts';
import { ownerAlertsMigration } from './0015-owner-alerts.ts';
import { accountOwnersMigration } from './0016-account-owners.ts';
import { parcelShapesMigration } from './0017-parcel-shapes.ts';
import { mapTilesMigration } from './0018-map-tiles.ts';
import { staffMigration } from './0019-staff.ts';
import { officeQueuesMigration } from './0020-office-queues.ts';

/** Every migration in order. A feature that needs tables appends its own file here. */
export const migrations: Migration[] = [
  countyMigration,
  formsMigration,
  analyticsMigration,
  toolsIndexesMigration,
  searchIndexesMigration,
  deploymentValuesMigration,
  associationsMigration,
  searchTextMigration,
  withoutRowidMigration,
  searchPagesMigration,
  rollChangesMigration,
  privacyMigration,
  statisticsMigration,
  millageProposalsMigration,
  ownerAlertsMigration,
  accountOwnersMigration,
  parcelShapesMigration,
  mapTilesMigration,
  staffMigration,
  officeQueuesMigration,
];
