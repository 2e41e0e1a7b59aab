import yauzl from 'yauzl';

/** Every file of a ZIP archive by its path, read with yauzl (which checks sizes, CRCs and paths). */
export function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(archive, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** A data export's archive: its data.json parsed, and every file in it by path. */
export async function readDataExport(archive: Buffer) {
  const files = await unzip(archive);
  const json = files.get('data.json');
  if (!json) throw new Error(`no data.json in the export (${[...files.keys()].join(', ')})`);
  return { data: JSON.parse(json.toString('utf8')), files };
}
