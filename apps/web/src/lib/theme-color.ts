// The browser's theme colour (address bar, task switcher) follows the tenant's brand colour.
// index.html ships a neutral one so the first paint has it too.
import { useEffect } from 'react';

export function useThemeColor(color: string): void {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'theme-color';
      document.head.append(meta);
    }
    meta.content = color;
  }, [color]);
}
