import { pino } from 'pino';
import { ConfigError, loadConfig } from './config';
import { type RunningServer, startServer } from './server';

/**
 * Starts the API as `pnpm start` and `diecut serve` do: configuration from the environment, a pino
 * logger, the generated keys printed once, and a graceful stop on SIGTERM or SIGINT. A configuration
 * or start-up failure is printed and ends the process with code 1.
 */
export async function serve(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer | undefined> {
  try {
    const config = loadConfig(env);
    const logger = pino({ level: config.logLevel, base: undefined });
    const running = await startServer(config, { logger });
    const stop = (signal: string) => {
      logger.info({ event: 'signal', signal }, 'shutting down');
      running.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    // before the line that says it listens: whoever waits for that line may stop it at once, and a
    // signal with no handler yet would end the process on the spot instead of gracefully
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
    logger.info({
      event: 'listening',
      url: running.url,
      public_url: config.publicUrl,
      // the database URL may carry a password: only which backend is logged
      storage: config.database ? 'postgresql' : 'sqlite',
      ...(config.database ? {} : { data_dir: config.dataDir }),
      workers: config.workers,
    });
    if (config.dielinesApiKeys.length === 0 && config.dimensionsApiKeys.length === 0) {
      // Printed once at start so a new user can call the API at once; request logs never carry keys.
      process.stdout.write(
        `\nNo API keys configured; using the keys kept in ${config.dataDir}/api-keys.json:\n` +
          `  dielines key:   ${running.keys.dielines[0]}\n` +
          `  dimensions key: ${running.keys.dimensions[0]}\n\n`,
      );
    }
    return running;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
    } else {
      process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    }
    process.exit(1);
  }
}
