// What other features may use of the search feature.
export { SearchBox } from './components/search-box.tsx';
export type { PickedParcel } from './suggested-parcel.ts';
