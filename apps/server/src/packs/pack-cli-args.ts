/** Arguments of `meridian validate|import <dir> [--media-root DIR]... [--data-dir DIR]`. */
export interface PackCliArgs {
  packDir: string;
  mediaRoots: string[];
  dataDir: string | undefined;
}

export function parsePackCliArgs(args: readonly string[], allowDataDir: boolean): PackCliArgs | string {
  const positional: string[] = [];
  const mediaRoots: string[] = [];
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (flag === '--media-root' || (allowDataDir && flag === '--data-dir')) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') return `${flag} needs a directory`;
      if (flag === '--media-root') mediaRoots.push(value);
      else dataDir = value;
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1 || positional[0] === undefined) return 'give exactly one pack directory';
  return { packDir: positional[0], mediaRoots, dataDir };
}
