import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { StoredFile } from './files';

/** A stored file to put in an archive at `path` (forward slashes, relative). */
export interface ArchiveFile extends StoredFile {
  path: string;
}

/**
 * A ZIP archive streamed as it is read: the small `documents` first (held in memory, deflated), then
 * each file read from disk when its turn comes, stored as it is (pictures and PDFs are compressed
 * already), so that neither the archive nor a whole file is ever in memory. `onFile` runs as each file
 * starts. A file that fails to read ends the stream with that error; destroying the stream (the reader
 * went away) closes the file being read and opens no other.
 */
export function zipArchive(
  documents: { path: string; data: Buffer }[],
  files: ArchiveFile[],
  { mtime, onFile }: { mtime: Date; onFile?: (file: ArchiveFile) => void },
): Readable {
  const zip = new ZipFile();
  // A PassThrough inside yazl; its types say only NodeJS.ReadableStream.
  const stream = zip.outputStream as Readable;
  let reading: fs.ReadStream | undefined;
  let stopped = false;
  const fail = (error: Error) => stream.destroy(error);
  zip.on('error', fail);
  stream.once('close', () => {
    // Ended, failed or destroyed: whatever is still open is closed, and nothing more is opened.
    stopped = true;
    reading?.destroy();
  });
  for (const document of documents) zip.addBuffer(document.data, document.path, { mtime });
  for (const file of files) {
    zip.addReadStreamLazy(file.path, { mtime, compress: false, size: file.size }, (callback) => {
      // Once stopped, the callback is never called: the archive waits for nobody and is dropped.
      if (stopped) return;
      onFile?.(file);
      reading = fs.createReadStream(file.file);
      reading.on('error', fail);
      callback(null, reading);
    });
  }
  zip.end();
  return stream;
}
