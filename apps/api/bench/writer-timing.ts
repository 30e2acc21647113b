import { writeCff2, writeDxf, writePdf, writeSvg } from '@diecut/export';
import {
  dielineLines,
  findTemplate,
  sampleValues,
  TEMPLATES,
  type TemplateDefinition,
} from '@diecut/geometry';
import { percentile } from './template-build-timing';

export interface WriterTiming {
  template: string;
  format: 'svg' | 'dxf' | 'pdf' | 'cf2';
  iterations: number;
  median_ms: number;
  p99_ms: number;
}

/** The template that draws the most line segments at its sample size: the writers' heaviest case. */
export function largestTemplate(): TemplateDefinition {
  const segments = (template: TemplateDefinition) =>
    template
      .build(sampleValues(template))
      .reduce(
        (sum, { graph }) => sum + dielineLines(graph).reduce((n, path) => n + path.segments.length, 0),
        0,
      );
  return [...TEMPLATES].sort((a, b) => segments(b) - segments(a))[0] as TemplateDefinition;
}

/** Median and p99 time to write one file per format, for the reverse tuck end and the largest template. */
export async function measureWriters(iterations: number): Promise<WriterTiming[]> {
  const templates = [findTemplate('becf-11001') as TemplateDefinition, largestTemplate()];
  const figures: WriterTiming[] = [];
  for (const template of templates) {
    const graph = template.build(sampleValues(template))[0]?.graph;
    if (!graph) continue;
    const header = {
      templateId: template.id,
      templateName: template.name,
      standardCode: template.standardCode,
      variables: Object.entries(sampleValues(template)).map(([name, value]) => ({ name, value })),
      createdAt: new Date(),
    };
    const writers: Record<WriterTiming['format'], () => unknown> = {
      svg: () => writeSvg(graph, {}),
      dxf: () => writeDxf(graph, {}),
      pdf: () => writePdf(graph, { header }),
      cf2: () => writeCff2(graph, {}),
    };
    for (const [format, write] of Object.entries(writers) as Array<[WriterTiming['format'], () => unknown]>) {
      for (let i = 0; i < 5; i++) await write();
      const samples: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const start = process.hrtime.bigint();
        await write();
        samples.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      samples.sort((a, b) => a - b);
      figures.push({
        template: `${template.id} ${template.name}`,
        format,
        iterations,
        median_ms: percentile(samples, 0.5),
        p99_ms: percentile(samples, 0.99),
      });
    }
  }
  return figures;
}
