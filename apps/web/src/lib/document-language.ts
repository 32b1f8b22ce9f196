// The page's language and direction on <html>. Each is written only when it differs: Chromium
// restyles the whole page on a write of `lang` or `dir` even with the value it had (14–23 ms for
// 3000 elements on a slow machine), and a server-rendered page already carries both, so the write
// after hydration was a full restyle for nothing (issue 36).

export interface DocumentLanguage {
  lang: string;
  /** Left as it is when absent. */
  dir?: 'ltr' | 'rtl';
}

export function setDocumentLanguage({ lang, dir }: DocumentLanguage, doc: Document = document): void {
  const root = doc.documentElement;
  if (root.lang !== lang) root.lang = lang;
  if (dir !== undefined && root.dir !== dir) root.dir = dir;
}
