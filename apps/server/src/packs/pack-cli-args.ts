import type { PackLimits } from './pack-file-guard.ts';

/**
 * Arguments of `meridian validate|import <dir> [--media-root DIR]... [--data-dir DIR]` with the pack
 * limits: `--max-yaml-mb N`, `--max-image-mb N`, `--max-image-px N`, `--max-media-mb N`,
 * `--allow-hard-links`.
 */
export interface PackCliArgs {
  packDir: string;
  mediaRoots: string[];
  dataDir: string | undefined;
  limits: Partial<PackLimits>;
}

const MB = 1024 * 1024;
const numericLimits: Record<string, [keyof PackLimits, number]> = {
  '--max-yaml-mb': ['yamlBytes', MB],
  '--max-image-mb': ['imageBytes', MB],
  '--max-image-px': ['imagePixels', 1],
  '--max-media-mb': ['mediaBytes', MB],
};

export function parsePackCliArgs(args: readonly string[], allowDataDir: boolean): PackCliArgs | string {
  const positional: string[] = [];
  const mediaRoots: string[] = [];
  const limits: Partial<PackLimits> = {};
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const numeric = Object.hasOwn(numericLimits, flag) ? numericLimits[flag] : undefined;
    if (flag === '--media-root' || (allowDataDir && flag === '--data-dir')) {
      const value = inline ?? args[++i];
      if (value === undefined || value === '') return `${flag} needs a directory`;
      if (flag === '--media-root') mediaRoots.push(value);
      else dataDir = value;
    } else if (numeric !== undefined) {
      const value = Number(inline ?? args[++i]);
      if (!Number.isFinite(value) || value <= 0) return `${flag} needs a positive number`;
      const [key, unit] = numeric;
      Object.assign(limits, { [key]: Math.floor(value * unit) });
    } else if (flag === '--allow-hard-links') {
      limits.allowHardLinks = true;
    } else if (arg.startsWith('-')) {
      return `unknown option ${arg}`;
    } else {
      positional.push(arg);
    }
  }
  if (positional.length !== 1 || positional[0] === undefined) return 'give exactly one pack directory';
  return { packDir: positional[0], mediaRoots, dataDir, limits };
}
