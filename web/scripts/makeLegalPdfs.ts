/**
 * Writes the sample privacy policy and terms of service (web/public/legal/*.pdf): plain multi-page
 * PDFs built here byte by byte (Helvetica, no embedded fonts), so nothing is downloaded.
 * Run: npx tsx web/scripts/makeLegalPdfs.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Doc = { title: string; sections: { heading: string; paragraphs: string[] }[] };

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** Lays the document out on A4 pages: [font size, text] lines with page breaks. */
function layout(doc: Doc): { size: number; bold: boolean; text: string; gap: number }[][] {
  const pages: { size: number; bold: boolean; text: string; gap: number }[][] = [[]];
  let y = 780;
  const add = (size: number, bold: boolean, text: string, gap: number) => {
    if (y - gap < 60) {
      pages.push([]);
      y = 780;
    }
    y -= gap;
    pages.at(-1)!.push({ size, bold, text, gap });
  };
  add(20, true, doc.title, 0);
  add(10, false, 'Effective date: 2026.09.01 - sample document of the local portal', 22);
  for (const section of doc.sections) {
    add(13, true, section.heading, 30);
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, 92).forEach((line, i) => add(10.5, false, line, i === 0 ? 18 : 14));
    }
  }
  return pages;
}

function pdf(doc: Doc): Buffer {
  const pages = layout(doc);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    let stream = 'BT\n50 780 Td\n';
    for (const line of lines) stream += `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf\n0 ${-line.gap} Td\n(${escape(line.text)}) Tj\n`;
    stream += 'ET\n';
    stream += `BT /F1 9 Tf 270 30 Td (Page ${index + 1} of ${pages.length}) Tj ET\n`;
    const content = add(`<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`);
    pageIds.push(add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`));
  });
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const filler = (topic: string) => [
  `This section explains ${topic}. The portal is operated by the governance council of the network for anyone who follows the council, its members, their staking, their activity and the agendas they vote on.`,
  `We keep what we need to run the portal and nothing more. Data on the blockchain is public by nature: transactions, addresses and votes can be read by anyone and cannot be deleted by the portal.`,
  `If you have questions about ${topic}, contact the operators through the governance forum. We answer within a reasonable time and tell you what we did about your request.`,
];

const privacy: Doc = {
  title: 'Privacy Policy',
  sections: ['Who we are', 'What we collect', 'Wallet addresses and signatures', 'Cookies and local storage', 'How long we keep data', 'Sharing with others', 'Your rights', 'Security', 'Children', 'Changes to this policy'].map((heading) => ({
    heading,
    paragraphs: filler(heading.toLowerCase()),
  })),
};

const terms: Doc = {
  title: 'Terms of Service',
  sections: ['Acceptance of the terms', 'The service', 'Eligibility', 'Wallets and transactions', 'Voting by council members', 'Content you post', 'Third-party services', 'No investment advice', 'Disclaimers', 'Limitation of liability', 'Changes and termination', 'Governing law'].map((heading) => ({
    heading,
    paragraphs: filler(heading.toLowerCase()),
  })),
};

const dir = join(import.meta.dirname, '..', 'public', 'legal');
writeFileSync(join(dir, 'privacy.pdf'), pdf(privacy));
writeFileSync(join(dir, 'terms.pdf'), pdf(terms));
console.log(`wrote ${dir}/privacy.pdf and terms.pdf`);
