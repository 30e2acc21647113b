// A dieline file as the API makes it, and a refusal as data: plain JavaScript (Node >= 20.19, ESM).
import { writeFile } from 'node:fs/promises';
import { makeDieline, Refusal } from '@diecut/service';

const made = await makeDieline({
  template: 'becf-11001', // a reverse tuck end box
  variables: { length: 80, width: 30, height: 120 },
  unit: 'mm',
  format: 'svg',
  createdAt: new Date(),
});
await writeFile('reverse-tuck-end.svg', made.file);

try {
  await makeDieline({
    template: 'becf-11001',
    variables: { length: 5 },
    unit: 'mm',
    format: 'pdf',
    createdAt: new Date(),
  });
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.log(
    error.reason,
    error.problems.map((problem) => problem.message),
  );
}
