import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { ImportError, importDorFiles } from '../data/importer/index.ts';
import { buildDownloads } from '../downloads/build.ts';
import { createProgress, type Progress } from '../data/progress.ts';

// npm run import -- --nal FILE [--sdf FILE] [--nap FILE] [--millage FILE] [--year YYYY] [--database PATH|URL] [--no-downloads]
// Loads Florida DOR roll files into the database (DATABASE_URL or the default SQLite file unless
// --database names one) and prints what was read, loaded and rejected, with each rejected row's
// line number and reason. Then it publishes the data downloads of the loaded roll into
// DATA_DIR/downloads (decision 75), so /download never lists an older roll than the cards show;
// --no-downloads leaves that for a later `npm run downloads:build`.

const { values } = parseArgs({
  options: {
    nal: { type: 'string' },
    sdf: { type: 'string' },
    nap: { type: 'string' },
    millage: { type: 'string' },
    year: { type: 'string' },
    database: { type: 'string' },
    'show-rejections': { type: 'string', default: '20' },
    'no-downloads': { type: 'boolean', default: false },
  },
});

async function main(): Promise<number> {
  const year = values.year === undefined ? undefined : Number(values.year);
  if (year !== undefined && (!Number.isInteger(year) || year < 1900 || year > 2100)) throw new ImportError(`--year must be a year, got '${values.year}'`);
  const config = loadConfig();
  const url = values.database ?? config.databaseUrl;
  const database = openDatabase(url);
  const bars = new Map<string, Progress>();
  try {
    await migrate(database);
    const summaries = await importDorFiles(database, {
      nal: values.nal,
      sdf: values.sdf,
      nap: values.nap,
      millage: values.millage,
      year,
      onProgress: (file, done, total) => {
        let bar = bars.get(file);
        if (!bar) {
          bars.forEach((b) => b.finish());
          bar = createProgress(`import ${file} (bytes)`, total);
          bars.set(file, bar);
        }
        bar.update(done);
      },
    });
    bars.forEach((b) => b.finish());
    const shown = Number(values['show-rejections']);
    console.log(`Imported into ${isPostgresUrl(url) ? 'PostgreSQL' : url}:`);
    for (const s of summaries) {
      console.log(`  ${s.kind} ${s.file}: ${s.read.toLocaleString('en-US')} rows read, ${s.loaded.toLocaleString('en-US')} loaded, ${s.rejected.toLocaleString('en-US')} rejected`);
      for (const r of s.rejections.slice(0, shown)) console.log(`    line ${r.line}: ${r.reason}`);
      if (s.rejected > Math.min(shown, s.rejections.length)) console.log(`    ... and ${s.rejected - Math.min(shown, s.rejections.length)} more`);
    }
    if (!values['no-downloads']) {
      const started = Date.now();
      const manifest = await buildDownloads(database, config.dataDir);
      console.log(`Published ${manifest.files.length} data files for tax year ${manifest.taxYear} in ${((Date.now() - started) / 1000).toFixed(1)} s to ${config.dataDir}/downloads`);
    }
    return summaries.some((s) => s.rejected > 0) ? 2 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ImportError ? error.message : error);
    process.exit(1);
  },
);
