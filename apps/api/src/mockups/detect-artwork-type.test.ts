import { describe, expect, it } from 'vitest';
import { onePagePdf, TINY_GIF, TINY_JPEG, twoColourPng } from '../../test/artwork-files';
import { detectArtworkType, readRasterSize } from './detect-artwork-type';

const text = (value: string) => new TextEncoder().encode(value);

describe('detectArtworkType', () => {
  it('should recognise PNG, JPEG and PDF by their signatures', async () => {
    expect(detectArtworkType(twoColourPng())).toBe('png');
    expect(detectArtworkType(TINY_JPEG)).toBe('jpeg');
    expect(detectArtworkType(await onePagePdf())).toBe('pdf');
  });

  it('should recognise an SVG root after a BOM, XML declaration, comments and a doctype', () => {
    expect(detectArtworkType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(
      detectArtworkType(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        ),
      ),
    ).toBe('svg');
  });

  it('should refuse other types, HTML, and a doctype that declares entities', () => {
    expect(detectArtworkType(TINY_GIF)).toBeUndefined();
    expect(detectArtworkType(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(detectArtworkType(text('just text'))).toBeUndefined();
    expect(detectArtworkType(new Uint8Array())).toBeUndefined();
    expect(
      detectArtworkType(
        text('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>'),
      ),
    ).toBeUndefined();
  });
});

describe('readRasterSize', () => {
  it('should read the size a PNG or JPEG header declares, and nothing from a damaged header', async () => {
    expect(readRasterSize(twoColourPng(30, 20), 'png')).toEqual({ width: 30, height: 20 });
    expect(readRasterSize(TINY_JPEG, 'jpeg')).toEqual({ width: 2, height: 2 });
    const { createCanvas } = await import('@napi-rs/canvas');
    const jpeg = new Uint8Array(await createCanvas(300, 120).encode('jpeg'));
    expect(readRasterSize(jpeg, 'jpeg')).toEqual({ width: 300, height: 120 });
    expect(readRasterSize(twoColourPng().subarray(0, 20), 'png')).toBeUndefined();
    expect(readRasterSize(TINY_JPEG.subarray(0, 40), 'jpeg')).toBeUndefined();
  });
});
