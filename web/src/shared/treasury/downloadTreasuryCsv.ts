import type { FundType } from '@portal/core/entities/treasury';
import { TREASURY_CSV_DEFAULT_FILE_NAME } from '@portal/core/entities/treasury';
import { fetchFileAnswer } from '../../api/files';
import { fileLang } from '../../api/keys';
import type { Locale } from '../../i18n/locale';
import { fileNameFrom } from './treasuryLabels';

/**
 * Downloads a fund's CSV under the name the server gives it (Content-Disposition), or
 * transaction_list.csv (admin spec §7.5): the public Treasury page and the admin editor both offer it,
 * its headers in the page's language.
 */
export async function downloadTreasuryCsv(fund: FundType, locale: Locale = 'en'): Promise<void> {
  const response = await fetchFileAnswer('GET /v1/treasury/transactions/{fund}/download', { fund }, fileLang(locale));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(response.headers.get('content-disposition'), TREASURY_CSV_DEFAULT_FILE_NAME);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
