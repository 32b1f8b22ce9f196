import { serve } from './cli/serve.ts';
import { loadConfig } from './config.ts';

// `tsx apps/server/src/server.ts`: configure from the environment and listen.
await serve(loadConfig());
