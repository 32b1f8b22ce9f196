// `meridian <command>`: a small command table. Each command module exports `run(args): Promise<exit code>`.
type Command = { describe: string; load: () => Promise<{ run: (args: string[]) => Promise<number> }> };

const commands: Record<string, Command> = {
  serve: { describe: 'migrate the database and serve every tenant', load: () => import('./cli/serve.ts') },
  validate: {
    describe: 'check a content pack: <dir> [--media-root DIR]... [limits]',
    load: () => import('./cli/validate.ts'),
  },
  import: {
    describe: 'import a content pack: <dir> [--data-dir DIR] [--media-root DIR]... [limits]',
    load: () => import('./cli/import.ts'),
  },
  studio: {
    describe: 'edit a content pack in the browser (local only): <dir> [--port N] [--no-preview]',
    load: () => import('./cli/studio.ts'),
  },
  'preview-link': {
    describe: 'print a preview URL: --tenant <schema> --type <content_type> --slug <slug> [--hours N]',
    load: () => import('./cli/preview-link.ts'),
  },
  'insights-link': {
    describe: "print a private link to a tenant's insights: --tenant <schema> [--days N]",
    load: () => import('./cli/insights-link.ts'),
  },
};

function usage(): string {
  const lines = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(14)} ${command.describe}`);
  const limits =
    'Pack limits: --max-yaml-mb N (5), --max-image-mb N (200), --max-image-px N (32768), --max-media-mb N (500), --allow-hard-links';
  return `Usage: meridian <command> [options]\n\nCommands:\n${lines.join('\n')}\n\n${limits}`;
}

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : commands[name];
if (!command) {
  console.error(
    name === undefined || name === 'help' || name === '--help' ? usage() : `Unknown command "${name}".\n\n${usage()}`,
  );
  process.exit(name === 'help' || name === '--help' ? 0 : 1);
}
const code = await (await command.load()).run(args);
process.exit(code);
