import { describe, expect, it } from 'vitest';
import { GrowingBytes } from './growing-bytes';

/** The buffer's bytes so far, through a writer as small as can be. */
class ByteList extends GrowingBytes {
  push(byte: number): this {
    this.room(1);
    this.bytes[this.length++] = byte;
    return this;
  }

  written(): number[] {
    return [...this.bytes.subarray(0, this.length)];
  }
}

describe('GrowingBytes', () => {
  it('should keep every byte written as it grows past its first size', () => {
    const list = new ByteList(4);
    const expected = Array.from({ length: 37 }, (_, i) => (i * 7) % 256);
    for (const byte of expected) list.push(byte);
    expect(list.length).toBe(37);
    expect(list.written()).toEqual(expected);
  });

  it('should start a new file on reset, keeping none of the last', () => {
    const list = new ByteList(2).push(1).push(2).push(3);
    expect(list.reset().push(9).written()).toEqual([9]);
  });
});
