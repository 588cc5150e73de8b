/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV Injection"): one starting with =, +, -,
 * @, a tab or a carriage return. A plain number (a signed amount such as -12.5) is no formula and
 * stays a number, as OWASP advises escaping text only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** One CSV field: a formula-like text gets a leading ' (shown as text), then quoted when it must be (RFC 4180). */
export function csvField(value: string | number | null): string {
  const raw = value === null ? '' : String(value);
  const text = FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows joined by CRLF (RFC 4180), the header row first. */
export function csv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * Excel reads a CSV without a byte order mark in the machine's legacy code page, so a council name
 * in Korean or with an accent comes out garbled; the UTF-8 BOM makes it read UTF-8. Other
 * spreadsheets and parsers skip it (fetch's text() drops it too).
 */
export const UTF8_BOM = '\uFEFF';

/** A CSV answer whose file name the page reads from Content-Disposition (spec §7 downloads). */
export function csvResponse(body: string, fileName: string): Response {
  return new Response(`${UTF8_BOM}${body}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}
