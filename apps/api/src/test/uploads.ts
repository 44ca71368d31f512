import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';

/** Test uploads: resume look-alikes (PDF, OOXML/ODF ZIPs written by hand) and multipart bodies. */

const suffix = () => randomBytes(4).toString('hex');

/** Bytes of a tiny but well-formed-looking PDF. */
export function pdfBytes(text = 'resume'): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);
}

export type ZipEntryInput = {
  name: string;
  content: string | Buffer;
  deflate?: boolean;
  /** Written as the entry's method instead of 0/8 (the bytes are written as given). */
  method?: number;
  /** Written as the uncompressed size instead of the real one (a zip bomb's claim). */
  declaredSize?: number;
};

/**
 * A ZIP archive with the given entries (stored or deflated), written by hand so tests can build
 * docx/xlsx/odt/pages look-alikes, wrong-type archives and crafted headers without a zip dependency.
 */
export function zipBytes(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const data = entry.deflate ? deflateRawSync(raw) : raw;
    const method = entry.method ?? (entry.deflate ? 8 : 0);
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** A docx look-alike: a ZIP holding word/document.xml. */
export function docxBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', content: '<Types/>' },
    { name: 'word/document.xml', content: '<w:document/>', deflate: true },
  ]);
}

/** An xlsx look-alike: a ZIP holding xl/workbook.xml. */
export function xlsxBytes(): Buffer {
  return zipBytes([
    { name: '[Content_Types].xml', content: '<Types/>' },
    { name: 'xl/workbook.xml', content: '<workbook/>', deflate: true },
  ]);
}

/** An odt look-alike: a stored `mimetype` entry first, as the OpenDocument format requires. */
export function odtBytes(mimetype = 'application/vnd.oasis.opendocument.text'): Buffer {
  return zipBytes([
    { name: 'mimetype', content: mimetype },
    { name: 'content.xml', content: '<office:document-content/>', deflate: true },
  ]);
}

export type MultipartPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; fileName: string; content: Buffer; contentType?: string };

/**
 * A multipart/form-data body for `inject` (POST /api/candidates): `{payload, headers}`. File names are
 * written as browsers do: UTF-8 bytes, with '"', CR and LF percent-encoded.
 */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----td${suffix()}${suffix()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('fileName' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n${type}\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The multipart body of a create: the `candidate` JSON part and, unless null, a `resume` file part. */
export function createCandidateMultipart(
  body: Record<string, unknown>,
  resume: { fileName: string; content: Buffer } | null = { fileName: 'cv.pdf', content: pdfBytes() },
): { payload: Buffer; headers: Record<string, string> } {
  const parts: MultipartPart[] = [
    { name: 'candidate', value: JSON.stringify(body), contentType: 'application/json' },
  ];
  if (resume) parts.push({ name: 'resume', fileName: resume.fileName, content: resume.content });
  return multipart(parts);
}
