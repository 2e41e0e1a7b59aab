import type { DbOrTx } from '../db/client';
import { locateEvidence, type EvidenceType } from '../storage/evidence';
import type { ArchiveFile } from '../storage/zip-archive';
import { exportedBlockedDays } from './availability.repo';
import { listCredentials } from './credentials.repo';

const EXTENSIONS: Record<EvidenceType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * What the data export adds for a facilitator beyond the profile row (which carries the rates, languages,
 * methods, tools, travel, formats, group sizes and availability): every credential with a reference to
 * its uploaded evidence file (name and type as uploaded, `path` inside the archive), and every blocked
 * day with the hire that blocked it. `files` lists the evidence files for the archive, read from storage
 * only as the archive is sent.
 */
export async function facilitationExport(db: DbOrTx, uploadsDir: string, facilitatorId: string) {
  const files: ArchiveFile[] = [];
  const credentials = [];
  for (const { evidencePath, evidenceType, evidenceName, ...row } of await listCredentials(
    db,
    facilitatorId,
  )) {
    const stored = evidencePath ? await locateEvidence(uploadsDir, evidencePath) : null;
    const file = stored && {
      ...stored,
      // Named by the credential's id, never by the uploaded name (which could hold "..", slashes or worse).
      path: `files/evidence/${row.id}.${(evidenceType && EXTENSIONS[evidenceType as EvidenceType]) || 'bin'}`,
    };
    if (file) files.push(file);
    credentials.push({
      ...row,
      evidenceFile: file && { name: evidenceName, type: evidenceType, path: file.path },
    });
  }
  const unavailableDates = await exportedBlockedDays(db, facilitatorId);
  return { credentials, unavailableDates, files };
}
