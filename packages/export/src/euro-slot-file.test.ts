import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findTemplate, sampleValues, type TemplateDefinition } from '@diecut/geometry';
import { describe, expect, it } from 'vitest';
import { writeDielineFile } from './dieline-file';

/** An independent DXF reader: ezdxf, as a die maker's script would read the file. */
const PYTHON = '/usr/bin/python3';
const HAS_EZDXF = spawnSync(PYTHON, ['-c', 'import ezdxf'], { encoding: 'utf8' }).status === 0;

interface DxfLine {
  type: 'LINE';
  start: [number, number];
  end: [number, number];
}
interface DxfArc {
  type: 'ARC';
  center: [number, number];
  radius: number;
  start: number;
  end: number;
}

/** The CUT layer's lines and arcs as ezdxf reads them (arcs counter-clockwise from start to end, degrees). */
function readCutsWithEzdxf(dxf: string): Array<DxfLine | DxfArc> {
  const file = join(mkdtempSync(join(tmpdir(), 'diecut-slot-')), 'dieline.dxf');
  writeFileSync(file, dxf);
  const script = `
import ezdxf, json, sys
out = []
for e in ezdxf.readfile(sys.argv[1]).modelspace():
    if e.dxf.layer != 'CUT': continue
    if e.dxftype() == 'LINE':
        out.append({'type': 'LINE', 'start': [e.dxf.start.x, e.dxf.start.y], 'end': [e.dxf.end.x, e.dxf.end.y]})
    elif e.dxftype() == 'ARC':
        out.append({'type': 'ARC', 'center': [e.dxf.center.x, e.dxf.center.y], 'radius': e.dxf.radius,
                    'start': e.dxf.start_angle, 'end': e.dxf.end_angle})
    else:
        out.append({'type': e.dxftype()})
print(json.dumps(out))
`;
  const result = spawnSync(PYTHON, ['-c', script, file], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

/** The point halfway along a counter-clockwise DXF arc. */
function arcMidpoint(arc: DxfArc): [number, number] {
  const sweep = (((arc.end - arc.start) % 360) + 360) % 360 || 360;
  const mid = ((arc.start + sweep / 2) * Math.PI) / 180;
  return [arc.center[0] + arc.radius * Math.cos(mid), arc.center[1] + arc.radius * Math.sin(mid)];
}

const near = (a: number, b: number, tolerance = 1e-3) => Math.abs(a - b) <= tolerance;

describe('the euro slot as written', () => {
  it.skipIf(!HAS_EZDXF)(
    'should be a sombrero in the DXF: a flat bottom edge with round ends, a half-circle crown above it',
    async () => {
      for (const id of ['becf-11006', 'becf-11106']) {
        const template = findTemplate(id) as TemplateDefinition;
        const values = sampleValues(template);
        const dxf = await writeDielineFile(template, template.build(values), values, {
          format: 'dxf',
          unit: 'mm',
          createdAt: new Date(0),
        });
        const cuts = readCutsWithEzdxf(String(dxf));
        const arcs = cuts.filter((e): e is DxfArc => e.type === 'ARC');
        const lines = cuts.filter((e): e is DxfLine => e.type === 'LINE');
        // one crown (11 mm across) per ply of the header: the back wall and the ply folded behind it
        const crowns = arcs.filter((arc) => near(arc.radius, 5.5));
        expect(crowns, id).toHaveLength(2);
        const towards: number[] = [];
        for (const crown of crowns) {
          const [cx, cy] = crown.center;
          const [, my] = arcMidpoint(crown);
          // the crown is a half circle: 180 degrees, its middle straight above (or below) its centre
          expect((((crown.end - crown.start) % 360) + 360) % 360 || 360).toBeCloseTo(180, 3);
          expect(arcMidpoint(crown)[0]).toBeCloseTo(cx, 3);
          const up = Math.sign(my - cy);
          towards.push(up);
          // the flat bottom edge: one straight horizontal knife 26.5 mm long, centred under the crown,
          // a crown's radius away on the other side of its centre (tangent to the circle)
          const bottoms = lines.filter(
            (l) =>
              near(l.start[1], l.end[1]) &&
              near(l.start[1], cy - up * 5.5) &&
              near((l.start[0] + l.end[0]) / 2, cx) &&
              near(Math.abs(l.end[0] - l.start[0]), 26.5),
          );
          expect(bottoms, `${id} flat bottom under the crown at ${cx},${cy}`).toHaveLength(1);
          // the brim: round ends of 2.75 mm radius, 32 mm from end to end, on the bottom edge's side
          const caps = arcs.filter(
            (arc) =>
              near(arc.radius, 2.75) &&
              near(arc.center[1], cy - up * 2.75) &&
              Math.abs(arc.center[0] - cx) < 16,
          );
          expect(caps, id).toHaveLength(2);
          const reach = caps.map((cap) => Math.abs(cap.center[0] - cx) + cap.radius);
          expect(reach[0]).toBeCloseTo(16, 3);
          expect(reach[1]).toBeCloseTo(16, 3);
          // the brim's top edges meet the crown at its ends, 5.5 mm above the bottom
          const brimTops = lines.filter(
            (l) => near(l.start[1], cy) && near(l.end[1], cy) && Math.abs(l.start[0] - cx) < 16,
          );
          expect(brimTops, id).toHaveLength(2);
        }
        // the two plies' crowns face each other across the fold, so the slots line up once folded
        expect(towards.sort()).toEqual([-1, 1]);
      }
    },
  );
});
