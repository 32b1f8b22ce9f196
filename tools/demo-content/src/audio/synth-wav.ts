import { SeededRandom } from '../random.ts';

const SAMPLE_RATE = 22050;

/**
 * A short guide-audio clip synthesised in pure JavaScript (no speech engine is assumed on the
 * machine): a soft chime, then "syllables" of a voice-like buzz shaped by two formant
 * resonances, so it sounds like speech from a distance. 16-bit mono PCM WAV.
 */
export function synthesiseGuideClip(seed: number, seconds: number): Buffer {
  const random = new SeededRandom(seed * 69069 + 1);
  const total = Math.round(seconds * SAMPLE_RATE);
  const samples = new Float64Array(total);
  // Chime: two bell partials with an exponential decay.
  const chime = Math.min(total, SAMPLE_RATE);
  for (let index = 0; index < chime; index++) {
    const t = index / SAMPLE_RATE;
    const envelope = Math.exp(-t * 4);
    samples[index] = 0.3 * envelope * (Math.sin(2 * Math.PI * 880 * t) + 0.5 * Math.sin(2 * Math.PI * 1320 * t));
  }
  // Syllables: a glottal-like sawtooth through two resonators (formants), with pitch glides.
  let position = Math.round(SAMPLE_RATE * 0.9);
  const vowels: readonly [number, number][] = [
    [730, 1090],
    [270, 2290],
    [530, 1840],
    [570, 840],
    [440, 1020],
  ];
  while (position < total - SAMPLE_RATE * 0.3) {
    const length = Math.round(SAMPLE_RATE * random.range(0.12, 0.28));
    const [f1, f2] = random.pick(vowels);
    const pitch = random.range(110, 150);
    let phase = 0;
    const state = [0, 0, 0, 0];
    for (let index = 0; index < length && position + index < total; index++) {
      const progress = index / length;
      const envelope = Math.sin(Math.PI * progress) ** 0.7;
      phase += (pitch * (1.05 - 0.1 * progress)) / SAMPLE_RATE;
      const source = 2 * (phase % 1) - 1;
      let out = 0;
      for (const [formant, stateIndex, gain] of [
        [f1, 0, 1],
        [f2, 2, 0.5],
      ] as const) {
        // Two-pole resonator (bandwidth ~ 90 Hz).
        const r = Math.exp((-Math.PI * 90) / SAMPLE_RATE);
        const c = 2 * r * Math.cos((2 * Math.PI * formant) / SAMPLE_RATE);
        const y = (1 - r) * source + c * (state[stateIndex] ?? 0) - r * r * (state[stateIndex + 1] ?? 0);
        state[stateIndex + 1] = state[stateIndex] ?? 0;
        state[stateIndex] = y;
        out += gain * y;
      }
      samples[position + index] = (samples[position + index] ?? 0) + 0.6 * envelope * out;
    }
    position +=
      length + Math.round(SAMPLE_RATE * random.range(0.04, 0.1)) + (random.next() > 0.8 ? SAMPLE_RATE * 0.25 : 0);
  }
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  const scale = peak > 0 ? 0.85 / peak : 0;
  const wav = Buffer.alloc(44 + total * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + total * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(total * 2, 40);
  for (let index = 0; index < total; index++) {
    wav.writeInt16LE(Math.round((samples[index] ?? 0) * scale * 32767), 44 + index * 2);
  }
  return wav;
}
