import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { BAD_CONFIG_EXIT, loadCliConfig, withMigratedDatabase } from './cli-startup.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | undefined>;

export interface LinkCommand<R> {
  usage: string;
  /** Every option is a string; a default makes it optional. */
  options: Options;
  /** The request the values make, or the message that says which value is wrong. */
  read: (values: Values) => R | string;
  build: (db: Kysely<Database>, config: AppConfig, request: R) => Promise<string>;
  /** Errors of `build` that are the user's (an unknown tenant…): their message, exit 1. */
  userError: new (...args: never[]) => Error;
}

/**
 * The shared shape of `preview-link` and `insights-link`: read the flags (exit 2 with the usage
 * when they are wrong), load the configuration, open the migrated database, print the link.
 */
export async function runLinkCommand<R>(args: string[], command: LinkCommand<R>): Promise<number> {
  let values: Values;
  try {
    ({ values } = parseArgs({ args, options: command.options }) as { values: Values });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${command.usage}`);
    return 2;
  }
  const request = command.read(values);
  if (typeof request === 'string') {
    console.error(`${request}\n${command.usage}`);
    return 2;
  }
  const config = loadCliConfig();
  if (!config) return BAD_CONFIG_EXIT;
  try {
    console.log(await withMigratedDatabase(config, (db) => command.build(db, config, request)));
    return 0;
  } catch (error) {
    if (error instanceof command.userError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
