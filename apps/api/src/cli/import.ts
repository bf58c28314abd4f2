import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { isPostgresUrl, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { ImportError, importRoll } from '../data/importer/index.ts';
import { buildDownloads } from '../downloads/build.ts';
import { createProgress, type Progress } from '../data/progress.ts';
import { terminalSafe } from '../csv/text.ts';
import { runCli } from './run-cli.ts';

// npm run import -- --nal FILE [--sdf FILE] [--nap FILE] [--millage FILE] [--year YYYY] [--database PATH|URL] [--no-downloads]
//   [--partial] [--allow-retire] [--set-current-year] [--confidential FILE] [--geometry FILE [--geometry-key NAME]]
// Loads Florida DOR roll files into the database (DATABASE_URL or the default SQLite file unless
// --database names one) and prints what was read, loaded and rejected, with each rejected row's
// line number and reason. Then it publishes the data downloads of the loaded roll into
// DATA_DIR/downloads (decision 75), so /download never lists an older roll than the cards show;
// --no-downloads leaves that for a later `npm run downloads:build`.
// A complete NAL retires the roll's parcels it leaves out (refused past 2% without --allow-retire;
// --partial retires none); a year older than the roll's loads as history unless --set-current-year;
// --confidential marks the parcels a file lists (decisions 14 and 15). --geometry loads a county's
// GIS parcel shapes (GeoJSON or a Shapefile with its .dbf and .prj; decision 111), after the NAL
// when both are given; its bad features are listed by index, from 0.

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
    partial: { type: 'boolean', default: false },
    'allow-retire': { type: 'boolean', default: false },
    'set-current-year': { type: 'boolean', default: false },
    confidential: { type: 'string' },
    geometry: { type: 'string' },
    'geometry-key': { type: 'string' },
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
    const result = await importRoll(database, {
      nal: values.nal,
      sdf: values.sdf,
      nap: values.nap,
      millage: values.millage,
      year,
      partial: values.partial,
      allowRetire: values['allow-retire'],
      setCurrentYear: values['set-current-year'],
      confidential: values.confidential,
      geometry: values.geometry,
      geometryKey: values['geometry-key'],
      extent: config.countyExtent,
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
    const summaries = result.files;
    const shown = Number(values['show-rejections']);
    console.log(`Imported into ${isPostgresUrl(url) ? 'PostgreSQL' : terminalSafe(url)}:`);
    for (const s of summaries) {
      const unit = s.kind === 'GEOMETRY' ? 'feature' : 'line';
      console.log(
        `  ${s.kind} ${terminalSafe(s.file)}: ${s.read.toLocaleString('en-US')} ${s.kind === 'GEOMETRY' ? 'features' : 'rows'} read, ${s.loaded.toLocaleString('en-US')} loaded, ${s.rejected.toLocaleString('en-US')} rejected`,
      );
      // Reasons quote the files (ids, names, notes): a control character in them must not reach the terminal.
      for (const r of s.rejections.slice(0, shown)) console.log(`    ${unit} ${r.line}: ${terminalSafe(r.reason)}`);
      if (s.rejected > Math.min(shown, s.rejections.length)) console.log(`    ... and ${s.rejected - Math.min(shown, s.rejections.length)} more`);
    }
    if (result.history) {
      console.log(
        `Tax year ${result.year} is older than the roll's current year ${result.currentYear}: loaded as history; the site still shows ${result.currentYear} (--set-current-year makes ${result.year} current).`,
      );
    }
    if (result.retired > 0) console.log(`Retired ${result.retired.toLocaleString('en-US')} parcels the file leaves out (kept with their history).`);
    if (result.markedConfidential > 0) console.log(`Marked ${result.markedConfidential.toLocaleString('en-US')} parcels confidential.`);
    if (!values['no-downloads']) {
      const started = Date.now();
      const manifest = await buildDownloads(database, config.dataDir);
      console.log(
        `Published ${manifest.files.length} data files for tax year ${manifest.taxYear} in ${((Date.now() - started) / 1000).toFixed(1)} s to ${config.dataDir}/downloads`,
      );
    }
    return summaries.some((s) => s.rejected > 0) ? 2 : 0;
  } finally {
    await database.close();
  }
}

runCli(main, (error) => error instanceof ImportError);
