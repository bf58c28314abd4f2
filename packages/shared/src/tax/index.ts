export * from './estimator.ts';
export * from './bill-change.ts';
export * from './portability.ts';
export * from './comparables.ts';
export * from './schemas.ts';
