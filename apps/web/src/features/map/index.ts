// What other features may use of the map: the county layer on our own tiles (the card's map and
// the tools' map draw it), and a parcel's shape.
export { CountyLayer, type TileState } from './lib/county-layer.ts';
export { getParcelGeometry } from './api/get-parcel-geometry.ts';
