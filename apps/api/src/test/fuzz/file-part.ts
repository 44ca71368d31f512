import { pdfBytes } from '../uploads.js';

/** A file in a generated multipart body (a `format: binary` property), sent as a file part. */
export class FilePart {
  constructor(
    readonly fileName: string,
    readonly content: Buffer,
  ) {}

  /** The small valid PDF every valid upload carries. */
  static pdf(): FilePart {
    return new FilePart('cv.pdf', pdfBytes('fuzz'));
  }
}
