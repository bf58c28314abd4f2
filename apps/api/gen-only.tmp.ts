import { produceCounty } from '/work/wt-16/apps/api/src/data/generator/produce.ts';
const t = performance.now();
let rows = 0;
await produceCounty({ parcels: Number(process.argv[2] ?? 100000), tpp: Number(process.argv[3] ?? 12500), seed: 1 }, () => { rows++; }, async () => {});
console.log(`gen only: ${rows} rows in ${((performance.now() - t) / 1000).toFixed(1)} s`);
