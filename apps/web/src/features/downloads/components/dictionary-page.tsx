import { Link } from 'react-router';
import { COUNT_NOTES, DATA_DICTIONARY, REQUEST_DICTIONARY, type DictionaryFile } from '@county/shared/data-dictionary';
import { Page } from '../../../components/page.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { useLang } from '../../../i18n/i18n.tsx';
import { useDownloadsT } from '../messages.ts';

function FileColumns({ file, level }: { file: DictionaryFile; level: 2 | 3 }) {
  const t = useDownloadsT();
  const lang = useLang();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`dictionary-${file.file}`}>
      <Heading id={`dictionary-${file.file}`}>{file.file}</Heading>
      <DataTable
        id={`columns-${file.file.replace(/\W/g, '-')}`}
        caption={t('dictionary.caption', { file: file.file })}
        rows={file.columns}
        rowKey={(c) => c.header}
        empty=""
        columns={[
          { header: t('dictionary.column'), cell: (c) => c.header },
          { header: t('dictionary.type'), cell: (c) => t(`dictionary.type.${c.type}`) },
          { header: t('dictionary.meaning'), cell: (c) => c[lang] },
          { header: t('dictionary.source'), cell: (c) => c.source },
        ]}
      />
    </section>
  );
}

/** What each column of the CSV downloads means (the same dictionary the downloads publish as data-dictionary.csv). */
export default function DictionaryPage() {
  const t = useDownloadsT();
  const lang = useLang();
  return (
    <Page heading={t('dictionary.title')}>
      <p>{t.rich('dictionary.intro', { downloads: (text) => <Link to="/download">{text}</Link> })}</p>
      <h2>{t('dictionary.counts')}</h2>
      <ul>
        {COUNT_NOTES.map((note) => (
          <li key={note.en}>{note[lang]}</li>
        ))}
      </ul>
      {DATA_DICTIONARY.map((file) => (
        <FileColumns key={file.file} file={file} level={2} />
      ))}
      <h2>{t('dictionary.onRequest')}</h2>
      <p>{t.rich('dictionary.onRequestIntro', { statistics: (text) => <Link to="/statistics">{text}</Link>, map: (text) => <Link to="/map">{text}</Link> })}</p>
      {REQUEST_DICTIONARY.map((file) => (
        <FileColumns key={file.file} file={file} level={3} />
      ))}
    </Page>
  );
}
