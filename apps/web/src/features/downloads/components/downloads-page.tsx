import { PAGE_TITLES } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { LoadStatus } from '../../../components/load-status.tsx';
import { usePublishedFiles } from '../api/get-published-files.ts';
import '../downloads.css';

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/New_York' });

export default function DownloadsPage() {
  const data = usePublishedFiles();
  const preparing = data.state === 'ready' && data.data.preparing;
  return (
    <Page heading={PAGE_TITLES['/download']!}>
      <p>
        The office publishes its roll as data files that anyone may download: parcels, sales and tangible property accounts as CSV,
        the code tables, and the county roll in the Florida Department of Revenue&apos;s NAL, SDF and NAP layouts. Large files can be
        resumed if a download is interrupted.
      </p>
      <p className="hint">
        To check a file, compare its SHA-256 checksum with the one listed here, for example with <code>sha256sum parcels.csv</code> on
        Linux, <code>shasum -a 256 parcels.csv</code> on a Mac, or <code>certutil -hashfile parcels.csv SHA256</code> on Windows.
      </p>
      <LoadStatus data={data} />
      {preparing && (
        <p role="status" className="download-preparing">
          The data files of the current roll are being prepared. This takes a minute or two after the roll is loaded; this page will
          list them as soon as they are ready.
        </p>
      )}
      {data.state === 'ready' && !preparing && data.data.files.length === 0 && <p>No data files have been published yet. Please check back later.</p>}
      {data.state === 'ready' && data.data.files.length > 0 && (
        <>
          <p>
            Tax year {data.data.taxYear}, published {dateTime(data.data.created!)} (Eastern time).
          </p>
          <div className="table-scroll">
            <table className="download-table">
              <caption className="visually-hidden">Data files</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Format</th>
                  <th scope="col" className="num">
                    Rows
                  </th>
                  <th scope="col" className="num">
                    Size
                  </th>
                  <th scope="col">Created</th>
                  <th scope="col">SHA-256</th>
                </tr>
              </thead>
              <tbody>
                {data.data.files.map((f) => (
                  <tr key={f.name}>
                    <td>
                      <a href={f.url} download={f.name}>
                        {f.title}
                      </a>
                      <br />
                      <span className="hint">
                        {f.name}: {f.description}
                      </span>
                    </td>
                    <td>{f.format}</td>
                    <td className="num">{f.rows.toLocaleString('en-US')}</td>
                    <td className="num">{fileSize(f.size)}</td>
                    <td>{dateTime(f.created)}</td>
                    <td>
                      <code className="download-sha" data-file={f.name}>
                        {f.sha256}
                      </code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Page>
  );
}
