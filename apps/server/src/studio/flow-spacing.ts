// The `yaml` serialiser pads both kinds of flow collection alike (`{ a: 1 }` and `[ a ]`, or neither);
// packs are usually written as Prettier writes them, `{ a: 1 }` and `[a]`. The serialiser's output is
// re-spaced to the file's own habit before it is compared with the file (minimal-text.ts), so an
// edited line looks like its neighbours.

export interface FlowSpacing {
  map: boolean;
  seq: boolean;
}

/** The file's habit: whether its flow maps and flow lists mostly have a space inside their brackets. */
export function flowSpacingOf(text: string): FlowSpacing {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  return {
    map: count(/\{ \S/g) >= count(/\{[^\s}]/g),
    seq: count(/\[ \S/g) > count(/\[[^\s\]]/g),
  };
}

const OPENS_VALUE = /(^|[:,[{-])\s*$/;

/**
 * Re-spaces flow collections written with one space inside their brackets (the serialiser's padded
 * output) to `spacing`. Quoted text and comments are left alone; a bracket counts as a collection
 * only where a value may start.
 */
export function respaceFlow(text: string, spacing: FlowSpacing): string {
  if (spacing.map && spacing.seq) return text;
  return text
    .split('\n')
    .map((line) => respaceLine(line, spacing))
    .join('\n');
}

function respaceLine(line: string, spacing: FlowSpacing): string {
  let out = '';
  const stack: ('{' | '[')[] = [];
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const char = line.charAt(i);
    if (quote) {
      out += char;
      if (char === '\\' && quote === '"') out += line.charAt(++i);
      else if (char === quote) quote = null;
      continue;
    }
    if ((char === '"' || char === "'") && OPENS_VALUE.test(out)) {
      quote = char;
      out += char;
    } else if (char === '#' && (out === '' || out.endsWith(' '))) {
      return out + line.slice(i);
    } else if ((char === '{' || char === '[') && OPENS_VALUE.test(out)) {
      stack.push(char);
      out += char;
      const padded = char === '{' ? spacing.map : spacing.seq;
      if (!padded && line.charAt(i + 1) === ' ') i++;
    } else if ((char === '}' || char === ']') && stack.length > 0) {
      const open = stack.pop();
      const padded = open === '{' ? spacing.map : spacing.seq;
      if (!padded && out.endsWith(' ')) out = out.slice(0, -1);
      out += char;
    } else {
      out += char;
    }
  }
  return out;
}
