// The typed client from plain JavaScript (Node >= 20.19, ESM): a server's address and dielines key.
import { DiecutApiError, DiecutClient } from '@diecut/client';

const diecut = new DiecutClient({
  baseUrl: process.env.DIECUT_URL ?? 'http://localhost:8787',
  apiKeys: { dielines: process.env.DIECUT_DIELINES_KEY ?? 'dl_…' },
});

const list = await diecut.listDielineTemplates({ q: 'tuck end', per_page: 5 });
console.log(list.dieline_templates.map((template) => template.id));
try {
  const dieline = await diecut.createDieline('becf-11001', {
    format: 'svg',
    variables: { unit: 'mm', length: 80, width: 40, height: 120 },
  });
  console.log(dieline.url);
} catch (error) {
  if (error instanceof DiecutApiError && error.kind === 'validation') console.log(error.errors);
  else throw error;
}
