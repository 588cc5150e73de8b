import type { Db } from '@portal/core/db/client';
import { ensureContractMeta } from '@portal/core/db/repositories/contractRankings';
import { putReleaseNoteIfAbsent } from '@portal/core/db/repositories/releaseNotes';
import { trafficProjects } from '@portal/devnet/scenario/projects';
import { releaseNoteFixtures } from './releaseNoteFixtures';
import type { StoreImage } from './seed';

function logo(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="16" fill="${color}"/>` +
    `<text x="32" y="41" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const COLORS = ['#2563eb', '#16a34a', '#db2777', '#ea580c', '#7c3aed', '#0891b2', '#dc2626', '#65a30d', '#9333ea', '#0d9488', '#b45309'];

/**
 * The Status and Release Note pages' admin data: the demo projects' descriptions (company, service,
 * category, logo stored as an upload, the council that registered them) and the release notes. Written once; what
 * exists is left alone, so operators' edits survive restarts.
 */
export async function seedStatistics(db: Db, storeImage: StoreImage): Promise<void> {
  for (const [i, project] of trafficProjects().entries()) {
    if (project.unnamed) continue;
    const initials = project.service.split(' ').map((w) => w[0]).join('').slice(0, 2);
    await ensureContractMeta(db, project.address, {
      sq_company: project.company,
      sq_service: project.service,
      sq_category: project.category,
      sq_logo: await storeImage(logo(initials, COLORS[i % COLORS.length]!), 'contractLogo'),
      council_id: project.councilId,
    });
  }
  for (const note of releaseNoteFixtures()) await putReleaseNoteIfAbsent(db, note);
}
