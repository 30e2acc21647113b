/**
 * Bytes appended into one buffer that doubles as it fills. A writer keeps its buffer from one file
 * to the next (`reset`), so a file costs its bytes once, not a string or a buffer per piece.
 */
export class GrowingBytes {
  protected bytes: Uint8Array;
  /** How many bytes are written. */
  length = 0;

  constructor(initialSize: number) {
    this.bytes = new Uint8Array(initialSize);
  }

  /** Starts a new file, keeping the buffer. */
  reset(): this {
    this.length = 0;
    return this;
  }

  /** Makes room for `more` bytes after those written. */
  protected room(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    let size = this.bytes.length * 2;
    while (size < this.length + more) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}
