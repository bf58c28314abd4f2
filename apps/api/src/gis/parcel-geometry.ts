import { storedToDisplay } from '@county/shared';
import type { ParcelGeometry as ParcelGeometryFeature } from '@county/shared/map';
import type { Database } from '../db/database.ts';
import { NotFoundError } from '../errors.ts';
import type { ParcelGeometry } from './shape-rows.ts';

// A parcel's shape as a GeoJSON Feature (RFC 7946: WGS84, the bounding box as west, south, east,
// north), for the card's map and for programs. A parcel the roll retired is off the maps, as it is
// out of searches; one without a shape (a county that loaded no GIS layer) answers 404 as well,
// each saying which.

export async function parcelGeometry(database: Database, parcelId: string): Promise<ParcelGeometryFeature> {
  const row = await database.db
    .selectFrom('parcels as p')
    .leftJoin('parcel_shapes as s', 's.parcel_id', 'p.parcel_id')
    .select(['p.parcel_id', 'p.display_id', 'p.retired_on', 's.geometry', 's.min_lon', 's.min_lat', 's.max_lon', 's.max_lat', 's.area_sqft'])
    .where('p.parcel_id', '=', parcelId)
    .executeTakeFirst();
  const shown = row?.display_id ?? storedToDisplay(parcelId);
  if (!row || row.retired_on !== null) throw new NotFoundError(`No parcel with id ${shown} is on the roll.`, 'pid');
  if (row.geometry === null) throw new NotFoundError(`Parcel ${shown} has no shape on the map: the county has not loaded one for it.`, 'pid');
  return {
    type: 'Feature',
    id: row.parcel_id,
    bbox: [Number(row.min_lon), Number(row.min_lat), Number(row.max_lon), Number(row.max_lat)],
    properties: { parcelId: row.parcel_id, displayParcelId: row.display_id, areaSqFt: Number(row.area_sqft) },
    geometry: JSON.parse(row.geometry) as ParcelGeometry,
  };
}
