/** The part of osrm-text-instructions (no types of its own) that Meridian uses. */
declare module 'osrm-text-instructions' {
  interface InstructionStep {
    name: string;
    mode: string;
    maneuver: { type: string; modifier?: string; bearing_after: number; bearing_before?: number };
  }
  interface Compiler {
    compile(
      language: string,
      step: InstructionStep,
      options?: { legIndex?: number; legCount?: number; waypointName?: string },
    ): string;
  }
  function osrmTextInstructions(version: 'v5'): Compiler;
  export default osrmTextInstructions;
}

declare module 'osrm-text-instructions/languages.js' {
  const languages: { supportedCodes: string[] };
  export default languages;
}
