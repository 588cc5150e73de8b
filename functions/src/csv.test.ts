import { describe, expect, it } from 'vitest';
import { csv, csvField, csvResponse, UTF8_BOM } from './csv';

describe('csv', () => {
  it('escapes a text a spreadsheet would run as a formula (OWASP): =, +, -, @, tab, carriage return', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+1+cmd')).toBe("'+1+cmd");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tTab')).toBe("'\tTab");
    expect(csvField('\rCR')).toBe(`"'\rCR"`);
  });

  it('keeps plain numbers, signed ones included, as numbers', () => {
    expect(csvField(-12)).toBe('-12');
    expect(csvField('-1234.5')).toBe('-1234.5');
    expect(csvField('+7')).toBe('+7');
    expect(csvField(0)).toBe('0');
  });

  it('leaves other text as it is and quotes by RFC 4180', () => {
    expect(csvField('Kakao Corp')).toBe('Kakao Corp');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField(null)).toBe('');
    expect(csv([['Name', 'Power'], ['=A', 1]])).toBe("Name,Power\r\n'=A,1\r\n");
  });

  it('answers UTF-8 with a byte order mark, so Excel reads accents and Korean right', async () => {
    const response = csvResponse(csv([['Name'], ['카카오']]), 'x.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${UTF8_BOM}Name\r\n카카오\r\n`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  });
});
