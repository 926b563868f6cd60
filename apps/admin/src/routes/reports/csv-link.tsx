import { fillMessage } from '@chokdee/contracts';
import { useI18n } from '../../i18n';

/**
 * "Download CSV" as a plain link: the browser sends the staff cookie and saves the server's file (UTF-8 with
 * a BOM, Thai headings). Its accessible name says which table, the visible words staying first.
 */
export function CsvLink({ href, what }: { href: string; what: string }) {
  const { t } = useI18n();
  return (
    <a
      className="btn btn-ghost btn-sm"
      href={href}
      download
      aria-label={fillMessage(t.downloadCsvOf, { what })}
    >
      {t.downloadCsv}
    </a>
  );
}
