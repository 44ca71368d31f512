import { Readable } from 'node:stream';

/**
 * A message body for an SMTP DATA transfer whose end is held back: the whole message is handed to the
 * connection at once, but the stream ends only on `release()`. The SMTP client writes the terminating
 * `<CRLF>.<CRLF>` when the stream ends, and a server accepts a message only after that line, so until
 * `release()` nothing can be delivered; `abort()` ends the transfer with an error instead (the client
 * never writes the final dot and the connection is dropped, so the server discards what it got).
 *
 * `onBodyTaken` runs once the connection has read the body (it asks for more): the moment to decide.
 */
export class HeldMessage extends Readable {
  private bodyPushed = false;
  private taken = false;

  constructor(
    private readonly raw: Buffer,
    private readonly onBodyTaken: () => void,
  ) {
    super();
  }

  override _read(): void {
    if (!this.bodyPushed) {
      this.bodyPushed = true;
      this.push(this.raw);
      return;
    }
    if (!this.taken) {
      this.taken = true;
      this.onBodyTaken();
    }
  }

  /** Lets the stream end: the client then writes the final dot and the server may accept the message. */
  release(): void {
    this.push(null);
  }

  /** Ends the transfer without the final dot. */
  abort(reason: Error): void {
    this.destroy(reason);
  }
}
