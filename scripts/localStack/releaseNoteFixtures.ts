import type { ReleaseNote } from '@portal/core/entities/releaseNote';

const topics = [
  ['Network statistics', 'The Status page shows circulating supply, burn, transactions, accounts, staking and a project ranking.'],
  ['Treasury history', 'The Treasury page charts monthly usage of both funds and lists every payment, downloadable as CSV.'],
  ['Voting with Kaia Wallet', 'Council members can vote from the Kaia Wallet mobile app by scanning a QR code.'],
  ['Dark and light themes', 'Choose a theme in Settings; the portal remembers it.'],
  ['Activity feed', 'Councils post their activities with contracts, images and attachments.'],
  ['Release notes', 'This page: what changed in each version of the portal.'],
  ['Proposal leaderboard', 'A leaderboard of participation and voting power.'],
  ['Faster pages', 'Charts and the wallet load only on the pages that use them.'],
  ['Explorer choice', 'Addresses open in the block explorer you prefer.'],
  ['Accessibility', 'Keyboard navigation and screen reader labels across the portal.'],
  ['Council history', 'Newly joined and resigned councils, by date.'],
  ['Maintenance notice', 'A maintenance page appears while the portal is being updated.'],
] as const;

/** The portal's release notes (what operators would have published), one a fortnight, oldest first. */
export function releaseNoteFixtures(): ReleaseNote[] {
  return topics.map(([title, summary], i) => ({
    id: i + 1,
    title: `v2.${Math.floor(i / 4) + 1}.${i % 4} — ${title}`,
    date: new Date(Date.UTC(2026, 5, 1) + i * 14 * 86_400_000).toISOString(),
    context: [
      `# ${title}`,
      '',
      summary,
      '',
      '## What changed',
      '',
      `- ${title} is available to everyone.`,
      '- Minor fixes and performance improvements.',
      '',
      `![${title}](https://example.com/release-notes/${i + 1}.png)`,
      '',
      '### Thanks',
      '',
      'Thanks to the council members who sent feedback on the [governance forum](https://govforum.kaia.io).',
    ].join('\n'),
  }));
}
