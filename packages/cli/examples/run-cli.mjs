// The diecut command as a function, its output captured: plain JavaScript (Node >= 20.19, ESM).
import { runCli } from '@diecut/cli';

let output = '';
const io = {
  stdout: (text) => {
    output += text;
  },
  stderr: (text) => {
    output += text;
  },
  cwd: process.cwd(),
  env: process.env,
};
const code = await runCli(
  ['make', 'becf-11001', '--length', '80', '--width', '40', '--height', '120', '--out', 'box.svg'],
  io,
);
if (code !== 0) throw new Error(`diecut make exited with ${code}: ${output}`);
console.log(output || 'box.svg written');
