#!/usr/bin/env node
// The `diecut-api` command: starts the API with its start script's node flags (see launchApi).
import { runApiCommand } from '../dist/launch-api.js';

const code = await runApiCommand(process.argv.slice(2), process.argv[1]);
// exitCode, not exit(): the help still flushing to a pipe is not cut off, and the server keeps running
if (code !== undefined) process.exitCode = code;
