import osrmTextInstructions from 'osrm-text-instructions';
import languages from 'osrm-text-instructions/languages.js';

const compiler = osrmTextInstructions('v5');
const supported = new Map(languages.supportedCodes.map((code) => [code.toLowerCase(), code]));

/**
 * The instruction language for a requested language tag: an exact match, then
 * any Chinese (the web app sends zh-hans as zh; zh-hant has no table of its
 * own, so it reads the simplified one), then the primary subtag (fr-ca → fr),
 * then English.
 */
export function instructionLanguage(requested: string | undefined): string {
  const tag = (requested ?? 'en').trim().toLowerCase().replace('_', '-');
  const exact = supported.get(tag);
  if (exact) return exact;
  const primary = tag.split('-')[0] ?? '';
  if (primary === 'zh') return 'zh-Hans';
  return supported.get(primary) ?? 'en';
}

export interface InstructionInput {
  name: string;
  mode: string;
  maneuver: { type: string; modifier?: string; bearing_after: number; bearing_before: number };
}

/** Which leg of how many a step belongs to: arrivals before the last say "your 1st destination". */
export interface LegPosition {
  legIndex: number;
  legCount: number;
}

/** The turn-by-turn sentence for a step, in an instruction language from instructionLanguage. */
export function instructionFor(
  language: string,
  step: InstructionInput,
  destinationName?: string,
  leg: LegPosition = { legIndex: 0, legCount: 1 },
): string {
  return compiler.compile(language, step, { ...leg, waypointName: destinationName });
}
