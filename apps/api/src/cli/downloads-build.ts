import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { buildDownloads } from '../downloads/build.ts';

// `npm run downloads:build`: writes the data products of the database (DATABASE_URL, or DATA_DIR's
// SQLite file) into DATA_DIR/downloads and publishes their manifest. Prints each file as it is done,
// then the time taken and the peak memory, which stays flat whatever the size of the county.

const config = loadConfig();
const database = openDatabase(config.databaseUrl);
const started = Date.now();
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
try {
  await migrate(database);
  const manifest = await buildDownloads(database, config.dataDir, {
    onFile: (f) => console.log(`${f.name.padEnd(40)} ${String(f.rows).padStart(9)} rows ${String(f.size).padStart(12)} bytes  sha256 ${f.sha256}`),
  });
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `Published ${manifest.files.length} files for tax year ${manifest.taxYear} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `(peak memory ${(peak / 1024 / 1024).toFixed(0)} MB) to ${config.dataDir}/downloads`,
  );
} finally {
  clearInterval(sampler);
  await database.close();
}
