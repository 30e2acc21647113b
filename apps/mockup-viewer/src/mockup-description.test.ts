import { findTemplate, type MockupDescription, mockupScene, sampleValues } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { MockupDescriptionError, parseMockupDescription } from './mockup-description';

function validDescription(): MockupDescription {
  const template = findTemplate('becf-11001') ?? expect.fail('becf-11001');
  return {
    format: 'diecut-mockup',
    version: 1,
    name: 'Tea box',
    scene: mockupScene(template.build(sampleValues(template)), { bleed: 3 }),
    artwork: { 1: { outside: 'outside.png' } },
    substrate: 'kraft_brown',
    partSubstrates: {},
    background: '#eeeeee',
  };
}

describe('parseMockupDescription', () => {
  it('should accept a description built from a catalog template', () => {
    const description = validDescription();
    expect(parseMockupDescription(JSON.parse(JSON.stringify(description)))).toEqual(description);
  });

  it('should reject another format with a message naming it', () => {
    const wrong = { ...validDescription(), format: 'diecut-mockup-scene' };
    expect(() => parseMockupDescription(wrong)).toThrow(MockupDescriptionError);
    expect(() => parseMockupDescription(wrong)).toThrow(
      'Not a mockup description: format is "diecut-mockup-scene", expected "diecut-mockup".',
    );
  });

  it('should reject a version it cannot read', () => {
    expect(() => parseMockupDescription({ ...validDescription(), version: 2 })).toThrow(
      'Unsupported mockup description version 2; this viewer reads version 1.',
    );
  });

  it('should reject a scene without parts and a background that is no colour', () => {
    const description = validDescription();
    expect(() =>
      parseMockupDescription({ ...description, scene: { ...description.scene, parts: [] } }),
    ).toThrow('no parts');
    expect(() => parseMockupDescription({ ...description, background: 'red' })).toThrow('#RRGGBB');
    expect(() => parseMockupDescription('[]')).toThrow('JSON object');
  });
});
