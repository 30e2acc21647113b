import type { MockupScenePart } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { creasedSpan } from './creased-span';

type Panels = MockupScenePart['panels'];
const hinge = {
  parent: 'lid',
  child: 'tuck',
  start: [150, 200],
  end: [250, 200],
  foldAngle: 90,
  stage: 1,
} as MockupScenePart['hinges'][number];
const panel = (id: string, slits?: Array<[[number, number], [number, number]]>): Panels[number] => ({
  id,
  role: id === 'tuck' ? 'tuck' : 'closure',
  outline: [],
  plyOffset: 0,
  ...(slits ? { slits: slits.map((cut) => ({ cut, shoulder: 'dust' })) } : {}),
});

describe('creasedSpan', () => {
  it('should leave a hinge without slits whole', () => {
    expect(creasedSpan(hinge, [panel('lid'), panel('tuck')])).toEqual([
      [150, 200],
      [250, 200],
    ]);
  });

  it('should take the slits at both ends of a tuck crease off it, whichever way each is given', () => {
    const tuck = panel('tuck', [
      [
        [150, 200],
        [160.5, 200],
      ],
      [
        [250, 200],
        [239.5, 200],
      ],
    ]);
    expect(creasedSpan(hinge, [panel('lid'), tuck])).toEqual([
      [160.5, 200],
      [239.5, 200],
    ]);
    // the same hinge given end first
    expect(creasedSpan({ ...hinge, start: [250, 200], end: [150, 200] }, [tuck])).toEqual([
      [239.5, 200],
      [160.5, 200],
    ]);
  });

  it('should ignore slits off the hinge, inside it, or of other panels', () => {
    const panels = [
      panel('lid'),
      panel('tuck', [
        [
          [150, 210],
          [160, 210],
        ],
        [
          [190, 200],
          [200, 200],
        ],
      ]),
      panel('other', [
        [
          [150, 200],
          [170, 200],
        ],
      ]),
    ];
    expect(creasedSpan(hinge, panels)).toEqual([
      [150, 200],
      [250, 200],
    ]);
  });

  it('should keep the whole edge when the slits would leave no crease', () => {
    const tuck = panel('tuck', [
      [
        [150, 200],
        [250, 200],
      ],
    ]);
    expect(creasedSpan(hinge, [tuck])).toEqual([
      [150, 200],
      [250, 200],
    ]);
  });
});
