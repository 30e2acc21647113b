// The server in a process of your own: plain JavaScript (Node >= 20.19, ESM).
import { serve } from '@diecut/api/server';

// any free port on the loopback, data in ./diecut-data; the rest from the environment
const server = await serve({ ...process.env, PORT: '0', HOST: '127.0.0.1', DIECUT_DATA_DIR: 'diecut-data' });
const health = await fetch(`${server.url}/healthz`);
console.log(server.url, health.status, await health.json());
await server.shutdown();
