// The contracts are zod/mini schemas, and zod/mini loads no locale: without one every issue reads
// "Invalid input". The server's 400 answers quote zod's messages (describeZodError), so it loads
// zod's English messages itself, once, before any request is parsed. The web app never shows them.
import { z } from 'zod';

export function useEnglishZodMessages(): void {
  z.config(z.locales.en());
}
