#!/usr/bin/env node
import { runCli } from './run-cli';

// `diecut templates | head` closes the pipe early: that is the reader's choice, not a failure
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const code = await runCli(process.argv.slice(2));
// exitCode, not exit(): output still flushing to a pipe is not cut off, and `serve` keeps running
if (code !== undefined) process.exitCode = code;
