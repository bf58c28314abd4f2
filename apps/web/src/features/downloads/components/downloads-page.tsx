import { Link } from 'react-router';
import type { Lang } from '@county/shared';
import { Page } from '../../../components/page.tsx';
import { siteConfig } from '../../../lib/site-config.ts';
import { LoadStatus } from '../../../components/load-status.tsx';
import { usePublishedFiles } from '../api/get-published-files.ts';
import { LOCALES } from '../../../i18n/format.ts';
import { useLang, useLocalizeEnglish } from '../../../i18n/i18n.tsx';
import { downloadsMessages, useDownloadsT } from '../messages.ts';
import { useCodeTablesT } from '../../code-tables/index.ts';
import '../downloads.css';

// Sizes read the same in both languages (bytes, KB, MB, GB).
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

const dateTime = (iso: string, lang: Lang) =>
  new Date(iso).toLocaleString(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short', timeZone: siteConfig.timeZone });

export default function DownloadsPage() {
  const t = useDownloadsT();
  const lang = useLang();
  // The files' titles and descriptions are the code tables' texts: their catalog translates them,
  // so it is loaded with this page (on the server and before hydrating alike).
  useCodeTablesT();
  // Its own catalog first: the statistics' says "Tangible personal property accounts" differently.
  const localize = useLocalizeEnglish(downloadsMessages);
  const data = usePublishedFiles();
  const preparing = data.state === 'ready' && data.data.preparing;
  return (
    <Page heading={t('downloads.title')}>
      <p>{t('downloads.intro')}</p>
      <p>{t.rich('downloads.dictionaryLink', { link: (text) => <Link to="/download/dictionary">{text}</Link> })}</p>
      <p className="hint">{t.rich('downloads.checksum', { code: (chunks) => <code>{chunks}</code> })}</p>
      <LoadStatus data={data} />
      {preparing && (
        <p role="status" className="download-preparing">
          {t('downloads.preparing')}
        </p>
      )}
      {data.state === 'ready' && !preparing && data.data.files.length === 0 && <p>{t('downloads.none')}</p>}
      {data.state === 'ready' && data.data.files.length > 0 && (
        <>
          <p>{t('downloads.published', { year: String(data.data.taxYear), date: dateTime(data.data.created!, lang) })}</p>
          <div className="table-scroll">
            <table className="download-table">
              <caption className="visually-hidden">{t('downloads.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('downloads.file')}</th>
                  <th scope="col">{t('downloads.format')}</th>
                  <th scope="col" className="num">
                    {t('downloads.rows')}
                  </th>
                  <th scope="col" className="num">
                    {t('downloads.size')}
                  </th>
                  <th scope="col">{t('downloads.created')}</th>
                  <th scope="col">SHA-256</th>
                </tr>
              </thead>
              <tbody>
                {data.data.files.map((f) => (
                  <tr key={f.name}>
                    <td>
                      <a href={f.url} download={f.name}>
                        {localize(f.title)}
                      </a>
                      <br />
                      <span className="hint">
                        {f.name}: {localize(f.description)}
                      </span>
                    </td>
                    <td>{f.format}</td>
                    <td className="num">{f.rows.toLocaleString(LOCALES[lang])}</td>
                    <td className="num">{fileSize(f.size)}</td>
                    <td>{dateTime(f.created, lang)}</td>
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
