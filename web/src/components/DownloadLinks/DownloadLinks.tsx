import { Icon } from '../Icon/Icon';
import * as styles from './DownloadLinks.css';

/**
 * Download links of a table's data (CSV, JSON). Plain links: the API names the file
 * (Content-Disposition), so the browser saves it without any script.
 */
export function DownloadLinks({ label, links }: { label: string; links: { format: string; href: string }[] }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map(({ format, href }) => (
        <li key={format}>
          <a href={href} download className={styles.link} data-download={format}>
            <Icon name="file" size={16} />
            {format}
          </a>
        </li>
      ))}
    </ul>
  );
}
