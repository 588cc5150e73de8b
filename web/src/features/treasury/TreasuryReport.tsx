import { TREASURY_REPORTS } from '@portal/core/entities/treasury';
import { useState } from 'react';
import { Pagination } from '../../components/Pagination/Pagination';
import { useIsMobile } from '../../hooks/useMediaQuery';
import * as page from '../../styles/statsPage.css';
import { pageCount, pageOf } from '../../shared/treasury/treasuryLabels';
import * as styles from './Treasury.css';
import { useDates } from '../../i18n/dates';
import { useMessages } from '../../i18n/messages';
import { treasuryMessages } from './messages';

/** Report: the five treasury reports of the product, 9 a page (10 on phones); each opens its link. */
export default function TreasuryReport() {
  const t = useMessages(treasuryMessages);
  const dates = useDates();
  const mobile = useIsMobile();
  const size = mobile ? 10 : 9;
  const [current, setPage] = useState(1);
  return (
    <section className={page.section} aria-labelledby="report-title">
      <h2 id="report-title" className={page.sectionTitle}>
        {t('report.title')}
      </h2>
      <ul className={styles.reports} data-testid="treasury-reports">
        {pageOf(TREASURY_REPORTS, current, size).map((report) => (
          <li key={report.id}>
            <a className={styles.report} href={report.url} target="_blank" rel="noopener noreferrer">
              <img className={styles.reportImage} src={report.img_url} alt="" loading="lazy" />
              <span className={styles.reportBody}>
                <span className={styles.reportTitle}>{report.title}</span>
                <span className={styles.reportDate}>{dates.releaseNote(report.created_at)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {TREASURY_REPORTS.length > size && <Pagination page={current} totalPages={pageCount(TREASURY_REPORTS.length, size)} onPageChange={setPage} label={t('report.pages')} />}
    </section>
  );
}
