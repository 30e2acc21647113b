import { DiecutApiError, DiecutClient } from '@diecut/client';

const diecut = new DiecutClient({
  baseUrl: 'https://dielines.example.com',
  // the dimensions key is for /dimensions/*, the dielines key for everything else
  apiKeys: { dielines: 'dl_…', dimensions: 'dm_…' },
  retries: { count: 3, maxDelayMs: 20_000 },
  timeoutMs: 60_000,
});

const list = await diecut.listDielineTemplates({ q: 'tuck end', per_page: 5 });
const first = list.dieline_templates[0];
if (first) console.log(first.id, first.name);

try {
  const dieline = await diecut.createDieline('becf-11001', {
    format: 'pdf',
    variables: { unit: 'mm', length: 80, width: 40, height: 120 },
  });
  console.log(dieline.url, dieline.artwork_dimensions.width, dieline.links[0]?.href);

  const artwork = new Uint8Array(/* PNG, JPEG, SVG or PDF bytes: a Buffer in Node, a File in browsers */);
  const mockup = await diecut.createMockup(dieline.id, { file: artwork, name: 'Tea box' });
  console.log(mockup.url);
} catch (error) {
  if (error instanceof DiecutApiError && error.kind === 'validation') {
    for (const item of error.errors) console.log(item.message, item.suggestion);
  } else throw error;
}
