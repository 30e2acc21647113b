import { describe, expect, it } from 'vitest';
import { copiesAlongAxis, copiesUpperBound, sheetEfficiency } from './sheet-efficiency';

describe('sheetEfficiency', () => {
  it('should give the share of the sheet covered by blanks with two decimals', () => {
    // 6 blanks of 300 x 200 on a 1000 x 700 sheet: 360000 / 700000
    expect(sheetEfficiency({ copies: 6, blankArea: 60000, sheetWidth: 1000, sheetHeight: 700 })).toBe(51.43);
  });

  it('should reject a sheet without area', () => {
    expect(() => sheetEfficiency({ copies: 1, blankArea: 10, sheetWidth: 0, sheetHeight: 700 })).toThrow(
      RangeError,
    );
  });
});

describe('copiesAlongAxis', () => {
  it('should count copies that fit by pitch', () => {
    expect(copiesAlongAxis(1000, 300, 310)).toBe(3);
    expect(copiesAlongAxis(930, 310, 310)).toBe(3);
  });

  it('should give zero when one copy is wider than the usable space', () => {
    expect(copiesAlongAxis(200, 300, 310)).toBe(0);
  });

  it('should tolerate floating-point noise at an exact fit', () => {
    expect(copiesAlongAxis(0.1 + 0.2 + 0.3, 0.1, 0.25)).toBe(3);
  });
});

describe('copiesUpperBound', () => {
  it('should bound copies by area', () => {
    expect(copiesUpperBound(1000, 700, 60000)).toBe(11);
  });
});
